import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/html/SafeHtml';
import { FactGrid, type Fact } from '@/components/layout/FactGrid';
import { orNotGiven } from '@/components/layout/notGiven';
import { DOCUMENT_PATHS } from '@/contract/documents';
import type { Project } from '@/contract/projects';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { labelOf } from '@/core/meta/meta.selectors';
import { useLabelList } from '@/core/meta/useLabelList';

/**
 * A project's details: its facts, the description and the company's
 * (sanitized HTML, docs/decisions/011-server-html.md), and its documents, each downloaded with the bearer header into a
 * new tab (docs/decisions/012-files-with-bearer.md).
 */
export function ProjectDetails({ project, id }: { project: Project; id: string }) {
  const { t } = useTranslation('projects');
  const openFile = useOpenFile();
  const contractTypes = useLabelList('contractTypes');
  const countries = useLabelList('countries');
  const functions = useLabelList('functions');
  const industries = useLabelList('industries');
  const yesNo = (value: boolean) => t(value ? 'details.yes' : 'details.no');
  const facts: Fact[] = [
    {
      key: 'contractType',
      label: t('details.contractType'),
      value: orNotGiven(labelOf(contractTypes, project.contractType)),
    },
    { key: 'jobTitle', label: t('details.jobTitle'), value: orNotGiven(project.jobTitle) },
    { key: 'companyName', label: t('details.companyName'), value: orNotGiven(project.companyName) },
    { key: 'city', label: t('details.city'), value: orNotGiven(project.city) },
    { key: 'country', label: t('details.country'), value: orNotGiven(labelOf(countries, project.country)) },
    {
      key: 'plannedPlacementArt',
      label: t('details.plannedPlacementArt'),
      value: orNotGiven(project.plannedPlacementArt),
    },
    { key: 'function', label: t('details.function'), value: orNotGiven(labelOf(functions, project.function)) },
    { key: 'clientNamed', label: t('details.clientNamed'), value: yesNo(project.clientNamed) },
    { key: 'jobHolderInformed', label: t('details.jobHolderInformed'), value: yesNo(project.jobHolderInformed) },
    { key: 'contactPhone', label: t('details.contactPhone'), value: orNotGiven(project.contactPhone) },
    { key: 'contactEmail', label: t('details.contactEmail'), value: orNotGiven(project.contactEmail) },
    { key: 'industry', label: t('details.industry'), value: orNotGiven(labelOf(industries, project.industry)) },
    {
      key: 'businessPerformance',
      label: t('details.businessPerformance'),
      value: orNotGiven(project.businessPerfomance),
    },
    { key: 'reporting', label: t('details.reporting'), value: orNotGiven(project.reporting) },
    { key: 'operationalArea', label: t('details.operationalArea'), value: orNotGiven(project.operationalArea) },
    { key: 'jobLocation', label: t('details.jobLocation'), value: orNotGiven(project.jobLocation) },
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
          <Typography variant="body2" color="text.secondary">
            {t('details.noDocuments')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
