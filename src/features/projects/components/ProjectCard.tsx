import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PROJECT_PATHS, projectStepIndex, type Project } from '@/contract/projects';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { ProjectCandidates } from './ProjectCandidates';
import { ProjectDetails } from './ProjectDetails';
import { ProjectStepper } from './ProjectStepper';

/** Whom the client calls about the search: the provider's contact for the project, by phone and e-mail. */
function ProjectContact({ phone, email }: { phone: string; email: string }) {
  const { t } = useTranslation('projects');
  if (!phone.trim() && !email.trim()) return null;
  return (
    <Typography sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {t('card.contact')}
      </Box>
      {phone.trim() && <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone.trim()}</Link>}
      {email.trim() && (
        <Link href={`mailto:${email.trim()}`} sx={{ overflowWrap: 'anywhere' }}>
          {email.trim()}
        </Link>
      )}
    </Typography>
  );
}

/**
 * A project as a card: who is sought, where, whom to call (decision 063), the search as a stepper and
 * its candidates, those waiting for the client's assessment first; 'Show details' / 'Hide details' opens its facts and documents. The status
 * report is the project on one page, as a PDF.
 */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const lang = useUiLanguage();
  const openFile = useOpenFile();
  const country = useLabelOf('countries');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const place = [project.city, country(project.country)].filter(Boolean).join(', ');

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {project.logo && (
          <Box
            component="img"
            src={project.logo}
            alt={t('card.logoOf', { company: project.companyName })}
            sx={{
              width: 64,
              height: 64,
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              p: 0.5,
              bgcolor: 'common.white',
            }}
          />
        )}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {project.jobTitle}
          </Typography>
          <Typography color="textSecondary">{[project.companyName, place].filter(Boolean).join(' · ')}</Typography>
          {/* Since when it is at its step: only where the step is known (the stepper says when it is not). */}
          {project.statusSince && projectStepIndex(project.status) !== null && (
            <Typography variant="body2" color="textSecondary">
              {t('card.since', { date: formatDay(project.statusSince, lang) })}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<SummarizeOutlined />}
          onClick={() => openFile(PROJECT_PATHS.statusReport.build(project.id, lang), { designedCall: true })}
          aria-label={t('card.statusReportOf', { title: project.jobTitle })}
        >
          {t('card.statusReport')}
        </Button>
      </Box>
      <ProjectContact phone={project.contactPhone} email={project.contactEmail} />
      <ProjectStepper status={project.status} />
      <ProjectCandidates project={project} />
      <Box>
        <Button
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={open ? <ExpandLess /> : <ExpandMore />}
          sx={{ ml: -1 }}
          aria-label={t(open ? 'card.hideDetailsOf' : 'card.showDetailsOf', { title: project.jobTitle })}
        >
          {t(open ? 'card.hideDetails' : 'card.showDetails')}
        </Button>
        <Collapse in={open} unmountOnExit>
          <ProjectDetails project={project} id={detailsId} />
        </Collapse>
      </Box>
    </Paper>
  );
}
