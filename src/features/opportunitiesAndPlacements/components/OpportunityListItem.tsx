import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import { toneOf } from '@/components/status/statusTones';
import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import { candidateStatusGroup, isAnswerable, isCvShown, type OpportunitySummary } from '@/contract/opportunities';

import { inLang } from '../opportunity.format';
import { OpportunitySummaryFacts } from './OpportunitySummaryFacts';

/** Opening the dialog from the list: closing it goes back in history (components/dialog/dialogRoute.ts). */
const OPENED_FROM_LIST: DialogOpenState = { fromBase: true, steps: 1 };

/**
 * One opportunity of the list: position title (the link that opens its dialog),
 * location, start, duration and the candidate status in words. A new one is marked in words
 * and by its frame, not by colour alone.
 */
export function OpportunityListItem({ opportunity, lang }: { opportunity: OpportunitySummary; lang: Lang }) {
  const { t } = useTranslation('management');
  const titleId = useId();
  const { status } = opportunity.candidate;
  const isNew = isAnswerable(status);
  const title = inLang(opportunity.positionTitle, lang);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderLeftWidth: isNew ? 6 : 1,
        borderLeftColor: isNew ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {isNew && (
          <Chip
            label={t('opportunities.newMarker')}
            color={toneOf('opportunity', 'new').mui}
            size="small"
            sx={{ fontWeight: 700 }}
          />
        )}
        <Typography id={titleId} component="h3" variant="h3" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={paths.opportunity.getHref(opportunity.id)} state={OPENED_FROM_LIST}>
            {title}
          </Link>
        </Typography>
      </Box>
      <OpportunitySummaryFacts
        opportunity={opportunity}
        lang={lang}
        // A new opportunity's chip says its status; the others state it among the facts.
        more={
          isNew
            ? []
            : [
                {
                  key: 'status',
                  label: t('status.label'),
                  value: t(`status.${candidateStatusGroup(status)}`, { code: status }),
                },
              ]
        }
      />
      {isCvShown(status) && (
        <Link
          component={RouterLink}
          to={paths.opportunityResume.getHref(opportunity.id, opportunity.candidate.id)}
          aria-label={t('opportunities.sentCvFor', { title })}
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          {t('opportunities.sentCv')}
        </Link>
      )}
    </Paper>
  );
}
