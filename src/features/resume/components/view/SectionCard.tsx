import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ResumeDialogName } from '../resumeDialogPaths';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';

interface SectionCardProps {
  title: string;
  /** The section's edit (or add) action in its header, while it is not empty. */
  action?: ReactNode;
  /** An empty section says so and offers to add more information. */
  empty?: boolean;
  /** The dialog "add more information" opens. */
  emptyDialog?: ResumeDialogName;
  children?: ReactNode;
}

/** One section of the CV: a card with an h2 heading, its edit action and its content or the empty state. */
export function SectionCard({ title, action, empty = false, emptyDialog, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h2"
          sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' }}
        >
          {title}
        </Typography>
        {/* Empty, the section offers "add more information" instead. */}
        {!empty && action}
      </Box>
      {empty ? <EmptySection title={title} dialog={emptyDialog} /> : children}
    </Paper>
  );
}

export function EmptySection({ title, dialog }: { title: string; dialog?: ResumeDialogName }) {
  const { t } = useTranslation('resume');
  const { editBase } = useCvView();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography color="text.secondary">{t('empty.text')}</Typography>
      {/* "Add more information": a link to the section's dialog where the CV is editable. */}
      {editBase && dialog ? (
        <EditLink dialog={dialog} kind="add" text={t('empty.add')} label={t('empty.addTo', { section: title })} />
      ) : (
        <Typography color="text.secondary">{t('empty.add')}</Typography>
      )}
    </Box>
  );
}
