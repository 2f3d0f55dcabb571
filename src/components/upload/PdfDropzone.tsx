import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { formatFileSize } from '@/lib/numbers';
import { isAcceptablePdf, MAX_UPLOAD_MB } from '@/lib/pdfFile';
import { useUiLanguage } from '@/lib/useUiLanguage';

export interface PdfDropzoneProps {
  /** Unique on the page; names the file input. */
  id: string;
  /** The accessible name of the drop zone, e.g. "Document 1". */
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
  /** A message of the form around it (e.g. label.uploadDocRequired), shown when no file error is. */
  errorText?: string;
}

/**
 * The one upload control: registration, documents and billing use it.
 * One PDF per drop, at most MAX_UPLOAD_BYTES, checked by type and first bytes (docs/decisions/013-uploads.md).
 * A refused file is discarded with error.file.typeAndSize in red; the file chosen before stays.
 * Offline it takes no file and says why in its place (docs/decisions/054-offline-data.md): every upload follows.
 */
export function PdfDropzone({ id, label, file, onFileChange, disabled, errorText }: PdfDropzoneProps) {
  const { t } = useTranslation('forms');
  const lang = useUiLanguage();
  const { t: tCommon } = useTranslation();
  const [refused, setRefused] = useState(false);
  const [checking, setChecking] = useState(false);
  const connection = useNeedsConnection();
  const closed = disabled || connection.offline;

  const onDrop = async (accepted: File[], rejected: unknown[]) => {
    const [candidate] = accepted;
    const acceptable =
      rejected.length === 0 && accepted.length === 1 && candidate !== undefined && (await isAcceptablePdf(candidate));
    setChecking(false);
    setRefused(!acceptable);
    if (acceptable) onFileChange(candidate);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => {
      setChecking(true);
      void onDrop(accepted, rejected);
    },
    accept: { 'application/pdf': ['.pdf'] },
    multiple: false,
    disabled: closed,
  });

  const helperId = `${id}-helper`;
  const message = refused ? tCommon('error.file.typeAndSize', { maxMb: MAX_UPLOAD_MB }) : errorText;

  return (
    <Box sx={{ minWidth: 0 }}>
      {file ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1,
            minHeight: 56,
          }}
        >
          <PictureAsPdfOutlined color="primary" aria-hidden />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {formatFileSize(file.size, lang)}
            </Typography>
          </Box>
          <IconButton
            aria-label={t('upload.removeFile', { name: file.name })}
            onClick={() => {
              setRefused(false);
              onFileChange(null);
            }}
            disabled={disabled}
            size="small"
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <Box
          {...getRootProps({
            'aria-label': `${label}: ${t('upload.dropOrChoose')}`,
            'aria-describedby':
              [connection.describedBy, message ? helperId : undefined].filter(Boolean).join(' ') || undefined,
            'aria-invalid': Boolean(message) || undefined,
            'aria-disabled': closed || undefined,
          })}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: message ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
            bgcolor: isDragActive ? 'action.hover' : 'transparent',
            borderRadius: 1,
            px: 2,
            py: 1.5,
            minHeight: 56,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            cursor: closed ? 'default' : 'pointer',
            outline: 'none',
            '&:focus-visible': {
              borderColor: 'primary.main',
              boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`,
            },
          }}
        >
          <input {...getInputProps({ id, name: id, 'aria-label': label })} />
          {connection.note ?? (
            <>
              <UploadFileOutlined color={message ? 'error' : 'action'} aria-hidden />
              <Typography variant="body2" color="textSecondary">
                {checking ? t('upload.checking') : isDragActive ? t('upload.dropHere') : t('upload.dropOrChoose')}
              </Typography>
            </>
          )}
        </Box>
      )}
      {message && (
        <FormHelperText id={helperId} error role={refused ? 'alert' : undefined}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
