import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import { SafeHtml } from '@/components/html/SafeHtml';
import { visuallyHidden } from '@/components/layout/visuallyHidden';
import { paths } from '@/config/paths';
import { canGiveFeedback, projectTabOf, type ProjectCandidate } from '@/contract/projects';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { DECISION_COLOUR, DECISION_ICON } from './decisionStyle';
import { useCandidatePhoto } from './useCandidatePhoto';

const OPENED_FROM_PAGE: DialogOpenState = { fromBase: true };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .slice(-2)
    .map((part) => part[0])
    .join('');

/**
 * A candidate of a project: photo, name, city and country, the executive summary
 * shortened with 'more', 'View details' (the CV, read-only), and the client's mark and comment
 * with the way to give or change them while the project is at 'Review candidates' or before.
 */
export function CandidateCard({
  projectId,
  projectStatus,
  candidate,
}: {
  projectId: string;
  projectStatus: number;
  candidate: ProjectCandidate;
}) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const lang = useUiLanguage();
  const country = useLabelOf('countries');
  const photo = useCandidatePhoto(projectId, candidate.id, candidate.photo);
  const [expanded, setExpanded] = useState(false);
  const summaryId = useId();
  const summary = candidate.executiveSummary[lang] || candidate.executiveSummary[lang === 'de' ? 'en' : 'de'];
  const feedback = candidate.feedback;
  const open = canGiveFeedback(projectStatus);
  const place = [candidate.city, country(candidate.country)].filter(Boolean).join(', ');

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={candidate.name}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, position: 'relative' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar
          src={photo ?? undefined}
          alt={photo ? t('candidate.photoOf', { name: candidate.name }) : undefined}
          sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
        >
          <span aria-hidden>{initials(candidate.name)}</span>
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {candidate.name}
          </Typography>
          {place && (
            <Typography variant="body2" color="textSecondary">
              {place}
            </Typography>
          )}
        </Box>
      </Box>
      {summary && (
        <Box>
          <SafeHtml
            id={summaryId}
            html={summary}
            profile="richText"
            sx={{
              typography: 'body2',
              '& p, & ul': { m: 0, mb: 0.5 },
              ...(expanded
                ? {}
                : { display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          />
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={summaryId}
            onClick={() => setExpanded((value) => !value)}
            sx={{ ml: -0.5, mt: 0.5 }}
          >
            {expanded ? t('candidate.less') : t('candidate.more')}
          </Button>
        </Box>
      )}
      {feedback && (feedback.decision || feedback.comment) && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          {feedback.decision && (
            <Chip
              size="small"
              variant="outlined"
              color={DECISION_COLOUR[feedback.decision]}
              icon={DECISION_ICON[feedback.decision]}
              label={t('feedback.yourMark', { mark: t(`feedback.decision.${feedback.decision}`) })}
              sx={{ justifySelf: 'start' }}
            />
          )}
          {feedback.reason && (
            <Typography variant="body2" color="textSecondary">
              {t('feedback.reasonShown', { reason: feedback.reason })}
            </Typography>
          )}
          {feedback.comment && (
            <Typography
              variant="body2"
              sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
            >
              <ChatBubbleOutlineOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              <span>
                <Box component="span" sx={visuallyHidden}>
                  {t('feedback.yourComment')}:{' '}
                </Box>
                {feedback.comment}
              </span>
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ mt: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.projectCandidateCv.getHref(projectId, candidate.id)}
          variant="outlined"
          size="small"
          aria-label={t('candidate.viewDetailsOf', { name: candidate.name })}
        >
          {t('candidate.viewDetails')}
        </Button>
        {open && (
          <Button
            size="small"
            // The assessment the client owes is the card's main action; changing one given is not.
            variant={feedback ? 'outlined' : 'contained'}
            // A button that opens the dialog's route over this tab; closing it goes back here.
            onClick={() =>
              void navigate(paths.projectFeedback.getHref(projectTabOf(projectStatus), projectId, candidate.id), {
                state: OPENED_FROM_PAGE,
              })
            }
            aria-label={t(feedback ? 'feedback.changeFor' : 'feedback.giveFor', { name: candidate.name })}
          >
            {t(feedback ? 'feedback.change' : 'feedback.give')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
