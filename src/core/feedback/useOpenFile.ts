import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

import { toSerializedError } from '@/api/errors';
import { openFileInNewTab, timestampParam } from '@/api/files';

import { errorToastShown } from './feedback.slice';

/** Opens a file of the API in a new tab (docs/decisions/012-files-with-bearer.md); a failure shows the error toast. */
export function useOpenFile() {
  const dispatch = useDispatch();
  return useCallback(
    (path: string) => {
      openFileInNewTab(path, timestampParam()).catch((error: unknown) =>
        dispatch(errorToastShown(toSerializedError(error))),
      );
    },
    [dispatch],
  );
}
