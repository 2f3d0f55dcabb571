import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadState } from '@/components/feedback/LoadState';
import { SafeHtml } from '@/components/html/SafeHtml';
import { PageHeading } from '@/components/layout/PageHeading';
import { SectionCard } from '@/components/layout/SectionCard';
import { SUPPORT_EMAIL } from '@/config/links';
import { paths } from '@/config/paths';
import { DOCUMENT_PATHS } from '@/contract/documents';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { isFirstLoad } from '@/core/load/load';

import { AgreementFiles } from '../components/AgreementFiles';
import { DocumentsTable } from '../components/DocumentsTable';
import { UploadSection } from '../components/UploadSection';
import { selectDocuments } from '../documents.selectors';
import { documentsActions } from '../documents.slice';

import '../documents.feature';

import { selectManagerId } from '@/core/session/session.selectors';
import { useUiLanguage } from '@/lib/useUiLanguage';

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
    <Box>
      <Button component={RouterLink} to={paths.root.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {t('back')}
      </Button>
      <PageHeading title={t('title')} intro={t('intro')} />

      <Stack spacing={3}>
        <SectionCard
          title={t('list.heading')}
          busyLabel={list.status === 'loading' && !isFirstLoad(list) ? t('list.refreshing') : null}
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
              <Typography color="textSecondary">{t('list.empty')}</Typography>
            )}
          </LoadState>
        </SectionCard>

        <SectionCard title={t('upload.heading')}>
          <UploadSection lang={lang} managerId={managerId} />
        </SectionCard>

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

        <SectionCard title={t('agreements.heading')}>
          <AgreementFiles lang={lang} />
        </SectionCard>
      </Stack>
    </Box>
  );
}
