import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { ERROR_CODE } from '@/contract/common';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { useAppSelector } from '@/core/hooks';
import { selectInitials, selectPersonalDetails } from '@/core/profile/profile.selectors';
import { useProfilePhoto } from '@/core/profile/useProfilePhoto';
import { useSubmit } from '@/core/submission/useSubmit';
import { MAX_UPLOAD_MB } from '@/lib/pdfFile';

import { accountActions } from '../account.events';

/** The photo is a JPEG or PNG (the mock's rule), at most MAX_UPLOAD_BYTES (docs/decisions/017-upload-limit.md). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'];

export function isAcceptablePhoto(file: File): boolean {
  return PHOTO_TYPES.includes(file.type) && file.size > 0 && file.size <= MAX_UPLOAD_BYTES;
}

type UploadState =
  { status: 'idle' | 'uploading' | 'saved' } | { status: 'refused' } | { status: 'failed'; message: string };

/**
 * The profile photo with its upload (`POST /manager/photo`, multipart `file`). The upload
 * starts as soon as a file is chosen and the new photo shows at once, in the header too.
 * The file never enters the store (a File is not serializable: it rides in the action's
 * `meta.arg` to the saga, and the store keeps the path).
 */
export function PhotoField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { submit } = useSubmit();
  const details = useAppSelector(selectPersonalDetails);
  const initials = useAppSelector(selectInitials);
  const photo = useProfilePhoto(details?.photo);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const connection = useNeedsConnection();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptablePhoto(file)) {
      setState({ status: 'refused' });
      return;
    }
    setState({ status: 'uploading' });
    const outcome = await submit(accountActions.photoSubmitted(file));
    if (outcome.ok) setState({ status: 'saved' });
    else if (outcome.error.code === ERROR_CODE.FILE_TYPE_AND_SIZE) setState({ status: 'refused' });
    else setState({ status: 'failed', message: apiErrorMessage(tCommon, outcome.error) });
  };

  const message =
    state.status === 'refused'
      ? t('photo.typeAndSize', { maxMb: MAX_UPLOAD_MB })
      : state.status === 'failed'
        ? state.message
        : null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
      <Avatar
        src={photo ?? undefined}
        alt={t('photo.alt')}
        sx={{ width: 96, height: 96, fontSize: 32, bgcolor: 'primary.main' }}
      >
        {initials}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {!disabled && (
          <>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              aria-label={t('photo.inputLabel', { maxMb: MAX_UPLOAD_MB })}
              aria-describedby={message ? helperId : undefined}
              onChange={(event) => void onChange(event)}
              style={{ display: 'none' }}
            />
            <Button
              variant="outlined"
              startIcon={<PhotoCamera />}
              disabled={state.status === 'uploading' || connection.offline}
              aria-describedby={connection.describedBy}
              onClick={() => input.current?.click()}
            >
              {state.status === 'uploading'
                ? t('photo.uploading')
                : details?.photo
                  ? t('photo.change')
                  : t('photo.upload')}
            </Button>
            {connection.note ?? <FormHelperText>{t('photo.inputLabel', { maxMb: MAX_UPLOAD_MB })}</FormHelperText>}
          </>
        )}
        {message && (
          <FormHelperText id={helperId} error role="alert">
            {message}
          </FormHelperText>
        )}
        {state.status === 'saved' && (
          <Alert severity="success" role="status" sx={{ mt: 1, py: 0 }}>
            {t('photo.saved')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
