import { useEffect, useState } from 'react';

import { fetchFile } from '@/api/files';

/**
 * The profile photo as an object URL (fetched with the bearer header, never a token in a URL;
 * docs/decisions/012-files-with-bearer.md), or null while there is none, it loads, or it failed (the initials show).
 * The URL is revoked when the path changes and when the component unmounts.
 */
export function useProfilePhoto(path: string | null | undefined): string | null {
  const [photo, setPhoto] = useState<{ path: string; url: string } | null>(null);

  useEffect(() => {
    if (!path) return undefined;
    let cancelled = false;
    let url: string | null = null;
    fetchFile(path).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPhoto({ path, url });
      },
      () => {
        // No photo to show: the avatar falls back to the initials.
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  // An URL of an earlier path is never shown (it is being revoked).
  return photo && photo.path === path ? photo.url : null;
}
