import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Columns } from '@/components/layout/Columns';
import {
  canGiveFeedback,
  PROJECT_STATUS,
  projectViewOf,
  type Project,
  type ProjectCandidate,
} from '@/contract/projects';

import { CandidateCard } from './CandidateCard';
import { CandidateCarousel } from './CandidateCarousel';
import { PlaceholderCards } from './PlaceholderCards';

/**
 * The project's search as it stands: placeholder cards while searching (100), the
 * candidates in a carousel with their count (200), the elected candidate (300), the elected one
 * with placeholder cards for what comes (400, 500), the hired one (600).
 */
export function ProjectCandidates({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const view = projectViewOf(project.status);
  // What the client owes first: the candidates waiting for an assessment when the project was first shown
  // (docs/decisions/063-client-owes-first.md). The order then stays for the visit: a card just assessed does not move
  // away under the hands (and the focus) of the one who assessed it.
  const [firstOrder] = useState(() =>
    [...project.candidates]
      .sort((a, b) => (canGiveFeedback(project.status) ? Number(Boolean(a.feedback)) - Number(Boolean(b.feedback)) : 0))
      .map((candidate) => candidate.id),
  );
  const rankOf = (id: string) => {
    const rank = firstOrder.indexOf(id);
    return rank === -1 ? firstOrder.length : rank;
  };
  const chosen = project.candidates.find((candidate) => candidate.isChosen);
  const card = (candidate: ProjectCandidate) => (
    <CandidateCard projectId={project.id} projectStatus={project.status} candidate={candidate} />
  );
  const heading = (text: string) => (
    <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
      {text}
    </Typography>
  );

  switch (view) {
    case 'searching':
      return (
        <Box>
          {heading(t('search.searchingHeading'))}
          <PlaceholderCards texts={[t('search.placeholder1'), t('search.placeholder2'), t('search.placeholder3')]} />
        </Box>
      );
    case 'candidates': {
      const waiting = canGiveFeedback(project.status)
        ? project.candidates.filter((candidate) => !candidate.feedback)
        : [];
      const ordered = [...project.candidates].sort((a, b) => rankOf(a.id) - rankOf(b.id));
      return (
        <Box>
          {heading(t('search.found', { count: project.candidates.length }))}
          {waiting.length > 0 && (
            <Typography sx={{ mt: -0.5, mb: 1 }}>{t('search.waiting', { count: waiting.length })}</Typography>
          )}
          {ordered.length > 0 && (
            <CandidateCarousel label={t('search.found', { count: project.candidates.length })}>
              {ordered.map((candidate) => (
                <Box key={candidate.id} sx={{ height: '100%' }}>
                  {card(candidate)}
                </Box>
              ))}
            </CandidateCarousel>
          )}
        </Box>
      );
    }
    case 'elected':
    case 'electedInMandate':
    case 'hired': {
      const title = view === 'hired' ? t('search.hired') : t('search.elected');
      return (
        <Box>
          {heading(title)}
          <Columns ratio={[1, 2]} gap={2}>
            {chosen ? card(chosen) : <Typography color="textSecondary">{t('search.noneChosen')}</Typography>}
            {view === 'electedInMandate' && (
              <PlaceholderCards
                texts={
                  project.status === PROJECT_STATUS.MANDATE_IN_PREPARATION
                    ? [t('search.preparation1'), t('search.preparation2')]
                    : [t('search.ongoing1'), t('search.ongoing2')]
                }
              />
            )}
          </Columns>
        </Box>
      );
    }
    default:
      return <Typography color="textSecondary">{t('search.nothing')}</Typography>;
  }
}
