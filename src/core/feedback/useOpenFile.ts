import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

import { CLIENT_ERROR_CODE, isMissingCall, toSerializedError } from '@/api/errors';
import { openFileInNewTab, timestampParam } from '@/api/files';

import { errorToastShown } from './feedback.slice';

interface OpenFileOptions {
  /**
   * The file comes from a call we designed: a server without it (404) makes the toast say the function is not
   * available, not that the file was not found (docs/decisions/056-a-save-is-its-status.md).
   */
  designedCall?: boolean;
}

/** Opens a file of the API in a new tab (docs/decisions/012-files-with-bearer.md); a failure shows the error toast. */
export function useOpenFile() {
  const dispatch = useDispatch();
  return useCallback(
    (path: string, { designedCall = false }: OpenFileOptions = {}) => {
      openFileInNewTab(path, timestampParam()).catch((cause: unknown) => {
        const error = toSerializedError(cause);
        const missing = designedCall && isMissingCall(error);
        dispatch(errorToastShown(missing ? { ...error, code: CLIENT_ERROR_CODE.NOT_AVAILABLE } : error));
      });
    },
    [dispatch],
  );
}
