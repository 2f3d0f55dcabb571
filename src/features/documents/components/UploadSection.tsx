import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SerializedApiError } from '@/api/errors';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { DocumentRows, newDocumentRow, type DocumentRow } from '@/components/upload/DocumentRows';
import { ERROR_CODE, type Lang } from '@/contract/common';
import { useSubmit } from '@/core/submission/useSubmit';
import { MAX_UPLOAD_MB } from '@/lib/pdfFile';

import { documentsActions } from '../documents.slice';

interface UploadSectionProps {
  lang: Lang;
  /** `personalDetails.manager_id` of the signed-in manager; null while the profile loads. */
  managerId: string | null;
}

/**
 * New documents: rows of category and PDF, each uploaded by its own button. A row
 * that was uploaded goes away (the list above shows the document); a failed one stays with its file.
 */
export function UploadSection({ lang, managerId }: UploadSectionProps) {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation();
  const { submit: send, submitting: uploading } = useSubmit();
  const [rows, setRows] = useState<DocumentRow[]>(() => [newDocumentRow(lang)]);
  const [upload, setUpload] = useState<{
    fileName: string;
    status: 'uploading' | 'uploaded' | 'failed';
    error: SerializedApiError | null;
  } | null>(null);

  /** An uploaded row goes away (the list above shows the document); a failed one stays with its file. */
  const submit = async (row: DocumentRow) => {
    if (!row.file || !managerId) return;
    setUpload({ fileName: row.file.name, status: 'uploading', error: null });
    const outcome = await send(
      documentsActions.uploadSubmitted({ subcategoryId: row.subcategoryId, managerId }, row.file),
    );
    if (outcome.ok) setRows((current) => current.filter((other) => other.key !== row.key));
    setUpload(
      outcome.ok
        ? { fileName: row.file.name, status: 'uploaded', error: null }
        : { fileName: row.file.name, status: 'failed', error: outcome.error },
    );
  };

  const failureReason = (error: SerializedApiError) =>
    error.code === ERROR_CODE.FILE_TYPE_AND_SIZE
      ? tCommon('error.file.typeAndSize', { maxMb: MAX_UPLOAD_MB })
      : apiErrorMessage(tCommon, error);

  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">{t('upload.intro', { maxMb: MAX_UPLOAD_MB })}</Typography>
      {upload?.status === 'uploaded' && (
        <Alert severity="success" role="status">
          {t('upload.success', { name: upload.fileName })}
        </Alert>
      )}
      {upload?.status === 'failed' && upload.error && (
        <Alert severity="error" role="alert">
          {t('upload.error', { name: upload.fileName, reason: failureReason(upload.error) })}
        </Alert>
      )}
      {upload?.status === 'uploading' && (
        <Typography role="status" variant="body2" color="textSecondary">
          {t('upload.uploading', { name: upload.fileName })}
        </Typography>
      )}
      <DocumentRows
        idPrefix="documents-upload"
        rows={rows}
        onRowsChange={setRows}
        disabled={uploading}
        lang={lang}
        rowAction={(row, index) => (
          // On a phone the button shows its icon only: the row's first line (category, upload,
          // remove) must fit 390 px and less without scrolling sideways.
          <Button
            variant="contained"
            disabled={!row.file || uploading || !managerId}
            onClick={() => void submit(row)}
            aria-label={t('upload.submitRow', { number: index + 1 })}
            sx={{ minWidth: 0, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' }}
          >
            <UploadIcon fontSize="small" aria-hidden />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
              {t('upload.submit')}
            </Box>
          </Button>
        )}
      />
    </Stack>
  );
}
