import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/html/SafeHtml';
import { bareList } from '@/components/layout/bareList';
import { FactGrid, type Fact } from '@/components/layout/FactGrid';
import { orNotGiven } from '@/components/layout/notGiven';
import { DOCUMENT_PATHS } from '@/contract/documents';
import type { Project } from '@/contract/projects';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useLabelOf } from '@/core/meta/useLabelOf';

/** The project's facts whose label is `details.<key>` and whose value is a text (or not given). */
type FactKey =
  | 'contractType'
  | 'jobTitle'
  | 'companyName'
  | 'city'
  | 'country'
  | 'plannedPlacementArt'
  | 'function'
  | 'contactPhone'
  | 'contactEmail'
  | 'industry'
  | 'businessPerformance'
  | 'reporting'
  | 'operationalArea'
  | 'jobLocation';

/**
 * A project's details: its facts, the description and the company's
 * (sanitized HTML, docs/decisions/011-server-html.md), and its documents, each downloaded with the bearer header into a
 * new tab (docs/decisions/012-files-with-bearer.md).
 */
export function ProjectDetails({ project, id }: { project: Project; id: string }) {
  const { t } = useTranslation('projects');
  const openFile = useOpenFile();
  const contractType = useLabelOf('contractTypes');
  const country = useLabelOf('countries');
  const functionLabel = useLabelOf('functions');
  const industry = useLabelOf('industries');
  const yesNo = (value: boolean) => t(value ? 'details.yes' : 'details.no');
  const fact = (key: FactKey, value: string | null | undefined): Fact => ({
    key,
    label: t(`details.${key}`),
    value: orNotGiven(value),
  });
  const facts: Fact[] = [
    fact('contractType', contractType(project.contractType)),
    fact('jobTitle', project.jobTitle),
    fact('companyName', project.companyName),
    fact('city', project.city),
    fact('country', country(project.country)),
    fact('plannedPlacementArt', project.plannedPlacementArt),
    fact('function', functionLabel(project.function)),
    { key: 'clientNamed', label: t('details.clientNamed'), value: yesNo(project.clientNamed) },
    { key: 'jobHolderInformed', label: t('details.jobHolderInformed'), value: yesNo(project.jobHolderInformed) },
    fact('contactPhone', project.contactPhone),
    fact('contactEmail', project.contactEmail),
    fact('industry', industry(project.industry)),
    fact('businessPerformance', project.businessPerfomance),
    fact('reporting', project.reporting),
    fact('operationalArea', project.operationalArea),
    fact('jobLocation', project.jobLocation),
  ];
  return (
    <Box id={id} sx={{ display: 'grid', gap: 2.5, pt: 2 }}>
      <FactGrid facts={facts} minColumnWidth="12rem" />
      <HtmlSection title={t('details.description')} html={project.description} />
      <HtmlSection title={t('details.companyDescription')} html={project.companyDescription} />
      <Box component="section" aria-label={t('details.documents')}>
        <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('details.documents')}
        </Typography>
        {project.documents.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t('details.noDocuments')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {project.documents.map((document) => (
              <li key={document.id}>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<PictureAsPdfOutlined />}
                  onClick={() => openFile(DOCUMENT_PATHS.documentFile.build(document.id))}
                  aria-label={t('details.download', { name: document.name })}
                  sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
                >
                  {document.name}
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A titled text of the project from the server, sanitized (docs/decisions/011-server-html.md); nothing when empty. */
function HtmlSection({ title, html }: { title: string; html: string }) {
  if (!html) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <SafeHtml
        html={html}
        profile="message"
        sx={{ '& p, & ul': { mt: 0, mb: 1 }, typography: 'body2', overflowWrap: 'anywhere' }}
      />
    </Box>
  );
}
