import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

/** One field on which what the user typed and what was saved meanwhile differ. */
export interface ConflictDifference {
  field: string;
  mine: string;
  theirs: string;
}

interface SaveConflictProps {
  /** When the other save was made (ISO date-time), if the server says. */
  savedAt?: string;
  differences: ConflictDifference[];
  /** Save again, over the version saved meanwhile. */
  onKeepMine: () => void;
  /** Put the saved version in the form (what was typed goes). */
  onTakeTheirs: () => void;
  /** For texts that differ: put both in the editor, the user's first, to merge them (see keepBothTexts). */
  onKeepBoth?: () => void;
}

/** Scrolled into view, it stays clear of the sticky header: the toolbar's height (56 px, 64 px from sm) and some air. */
const CLEAR_OF_HEADER = { xs: '72px', sm: '80px' };

const TIME_OF_DAY = 'HH:mm';
const DAY_AND_TIME = 'P, HH:mm';

/**
 * A save refused because the item was saved meanwhile elsewhere (412; docs/decisions/035-save-versions.md):
 * what the user typed stays in the form; this says when the other save was, on which fields the two
 * differ, and offers the choice. Nothing is lost until the user picks.
 */
export function SaveConflict({ savedAt, differences, onKeepMine, onTakeTheirs, onKeepBoth }: SaveConflictProps) {
  const { t } = useTranslation('forms');
  const lang = useUiLanguage();
  const ref = useRef<HTMLDivElement>(null);
  // The choice may appear far from the Save button that was pressed (a long page form): it comes into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const when = savedAt
    ? formatDate(
        savedAt,
        new Date(savedAt).toDateString() === new Date().toDateString() ? TIME_OF_DAY : DAY_AND_TIME,
        lang,
      )
    : '';
  return (
    <Alert
      ref={ref}
      severity="warning"
      role="alert"
      sx={{ mb: 2, scrollMarginTop: CLEAR_OF_HEADER, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
        {t('conflict.title')}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {when ? t('conflict.textAt', { when }) : t('conflict.text')}
      </Typography>
      {differences.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 1,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr) minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: 0.5,
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {differences.map(({ field, mine, theirs }) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                {field}
              </Typography>
              <Typography component="dd" variant="body2">
                {t('conflict.mine', { value: mine || t('conflict.empty') })}
              </Typography>
              <Typography component="dd" variant="body2">
                {t('conflict.theirs', { value: theirs || t('conflict.empty') })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
        <Button variant="outlined" color="inherit" size="small" onClick={onTakeTheirs}>
          {t('conflict.takeTheirs')}
        </Button>
        {onKeepBoth && (
          <Button variant="outlined" color="inherit" size="small" onClick={onKeepBoth}>
            {t('conflict.keepBoth')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
