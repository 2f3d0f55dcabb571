import { useCallback, useEffect, useRef, useState } from 'react';

import { toSerializedError, type SerializedApiError } from '@/api/errors';
import { openFileInNewTab, timestampParam } from '@/api/files';

export interface FileOpener<K extends string> {
  /** The file being fetched now, if any. */
  busy: K | null;
  /** The last file that failed, with its error (cleared by the next attempt). */
  failed: { key: K; error: SerializedApiError } | null;
  /** The last file that opened. */
  opened: K | null;
  open: (key: K, path: string) => void;
}

/**
 * Opens files of the API in a new tab, with the bearer header, as a blob, keeping the spec's `timestamp`
 * query (docs/decisions/012-files-with-bearer.md). Unlike `useOpenFile`'s toast, the result stays beside the
 * button that asked for it, so a dialog can say what failed and stay open.
 */
export function useFileOpener<K extends string>(): FileOpener<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [failed, setFailed] = useState<FileOpener<K>['failed']>(null);
  const [opened, setOpened] = useState<K | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback((key: K, path: string) => {
    setBusy(key);
    setFailed(null);
    setOpened(null);
    // `openFileInNewTab` opens the tab synchronously, inside this click, so pop-up blockers allow it.
    openFileInNewTab(path, timestampParam()).then(
      () => {
        if (!mounted.current) return;
        setBusy(null);
        setOpened(key);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setBusy(null);
        setFailed({ key, error: toSerializedError(error) });
      },
    );
  }, []);

  return { busy, failed, opened, open };
}
