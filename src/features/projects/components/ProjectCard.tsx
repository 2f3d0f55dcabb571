import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PROJECT_PATHS, type Project } from '@/contract/projects';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { ProjectCandidates } from './ProjectCandidates';
import { ProjectDetails } from './ProjectDetails';
import { ProjectStepper } from './ProjectStepper';

/**
 * A project as a card: who is sought, where, the search as a stepper and
 * its candidates; 'Show details' / 'Hide details' opens its facts and documents. The status
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
          <Typography color="text.secondary">{[project.companyName, place].filter(Boolean).join(' · ')}</Typography>
          {project.statusSince && (
            <Typography variant="body2" color="text.secondary">
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
