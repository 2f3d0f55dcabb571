import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadState } from '@/components/feedback/LoadState';
import { SafeHtml } from '@/components/html/SafeHtml';
import { PageHeading } from '@/components/layout/PageHeading';
import { SUPPORT_EMAIL } from '@/config/links';
import { paths } from '@/config/paths';
import { DOCUMENT_PATHS } from '@/contract/documents';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { isFirstLoad } from '@/core/load/load';

import { AgreementFiles } from '../components/AgreementFiles';
import { DocumentsTable } from '../components/DocumentsTable';
import { UploadSection } from '../components/UploadSection';
import { documentsActions, selectDocuments } from '../documents.slice';

import '../documents.feature';

import { selectManagerId } from '@/core/session/session.selectors';
import { useUiLanguage } from '@/lib/useUiLanguage';

/** The documents page is at most 1600 px wide. */
const PAGE_MAX_WIDTH = 1600;

/**
 * `/documents`: the manager's documents with download, rows to upload new ones
 * (upload, then the list reloads), the note that deletions go through support, and
 * the two agreement files.
 */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const lang = useUiLanguage();
  const dispatch = useAppDispatch();
  const openFile = useOpenFile();
  const { list } = useAppSelector(selectDocuments);
  const managerId = useAppSelector(selectManagerId);

  useEffect(() => {
    dispatch(documentsActions.documentsRequested());
  }, [dispatch]);

  const documents = list.data;
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('deletion.mailSubject'))}`;

  return (
    <Box sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto' }}>
      <Button component={RouterLink} to={paths.root.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {t('back')}
      </Button>
      <PageHeading title={t('title')} intro={t('intro')} />

      <Stack spacing={3}>
        <Section
          id="documents-list"
          title={t('list.heading')}
          busy={list.status === 'loading' && !isFirstLoad(list)}
          busyLabel={t('list.refreshing')}
        >
          <LoadState
            request={list}
            hasData={documents !== null}
            message={t('list.loadError')}
            onRetry={() => dispatch(documentsActions.documentsRequested())}
          >
            {documents?.length ? (
              <DocumentsTable
                documents={documents}
                lang={lang}
                onDownload={(document) => openFile(DOCUMENT_PATHS.documentFile.build(document.id))}
              />
            ) : (
              <Typography color="text.secondary">{t('list.empty')}</Typography>
            )}
          </LoadState>
        </Section>

        <Section id="documents-upload" title={t('upload.heading')}>
          <UploadSection lang={lang} managerId={managerId} />
        </Section>

        <Alert severity="info" role="note" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <SafeHtml html={t('deletion.message')} profile="message" sx={{ '& p': { m: 0, mb: 1 } }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2">{t('deletion.mailLabel')}</Typography>
            <Link
              href={mailto}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <MailOutlineIcon fontSize="small" aria-hidden />
              {SUPPORT_EMAIL}
            </Link>
          </Stack>
        </Alert>

        <Section id="documents-agreements" title={t('agreements.heading')}>
          <AgreementFiles lang={lang} />
        </Section>
      </Stack>
    </Box>
  );
}

function Section({
  id,
  title,
  busy,
  busyLabel,
  children,
}: {
  id: string;
  title: string;
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={`${id}-heading`} component="h2" variant="h2">
          {title}
        </Typography>
        {busy && <CircularProgress size={20} aria-label={busyLabel} />}
      </Stack>
      {children}
    </Paper>
  );
}
