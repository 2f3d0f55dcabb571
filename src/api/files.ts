import { apiGet } from './client';

/**
 * Files are fetched with the bearer header, never with a token in the URL
 * (docs/decisions/012-files-with-bearer.md).
 */
export async function fetchFile(path: string, params?: Record<string, string | number>): Promise<Blob> {
  return apiGet<Blob>(path, { responseType: 'blob', params });
}

/** The `timestamp` query the spec names on file links (keeps caches from serving an old file). */
export function timestampParam(): { timestamp: number } {
  return { timestamp: Date.now() };
}

const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a file in a new tab from an object URL. The tab is opened synchronously, inside
 * the click, so pop-up blockers allow it; it is closed again if the download fails.
 */
export async function openFileInNewTab(path: string, params?: Record<string, string | number>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(path, params);
    const url = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.click();
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
