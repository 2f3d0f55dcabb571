import { useEffect, useState } from 'react';

import { fetchCandidatePhoto } from '../projects.api';

/**
 * A candidate's photo as an object URL (fetched with the bearer header,
 * docs/decisions/012-files-with-bearer.md); null without one or while it loads.
 */
export function useCandidatePhoto(projectId: string, candidateId: string, hasPhoto: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchCandidatePhoto(projectId, candidateId).then(
      (blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      // Without the photo the card shows the initials.
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [projectId, candidateId, hasPhoto]);
  return url;
}
