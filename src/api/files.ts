import { PDF_MIME_TYPE } from '@/contract/documents';

import { apiGet } from './client';

/**
 * A path of the API: below the API base, from its root ('/manager/photo/x'). Not an address of its
 * own ('https://…', '//host/…', 'data:…'), which axios would ask in place of the base, bearer header
 * and all; no backslash (a browser reads '/\host' as '//host'), no '..' segment, no query or fragment
 * (the params go separately). docs/decisions/038-files-stay-ours.md.
 */
export function isApiPath(path: string): boolean {
  return /^\/(?![/\\])[^\\?#:]*$/.test(path) && !path.split('/').includes('..');
}

/**
 * Files are fetched with the bearer header, never with a token in the URL
 * (docs/decisions/012-files-with-bearer.md), and only from the API: a path the server gave (a photo's)
 * that is not one of the API's is refused before any request, so the token goes nowhere else.
 */
export async function fetchFile(path: string, params?: Record<string, string | number>): Promise<Blob> {
  if (!isApiPath(path)) throw new Error('Not a path of the API');
  return apiGet<Blob>(path, { responseType: 'blob', params });
}

/** The `timestamp` query the spec names on file links (keeps caches from serving an old file). */
export function timestampParam(): { timestamp: number } {
  return { timestamp: Date.now() };
}

const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a PDF in a new tab from an object URL. The tab is opened synchronously, inside
 * the click, so pop-up blockers allow it; it is closed again if the download fails.
 *
 * Every file the portal opens in a tab is a PDF, and the tab is of the portal's own origin: the file
 * is opened as `application/pdf` whatever type the server gave, so an answer that is HTML or SVG never
 * runs as a page of the portal, with its storage (docs/decisions/038-files-stay-ours.md).
 */
export async function openFileInNewTab(path: string, params?: Record<string, string | number>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const answer = await fetchFile(path, params);
    const blob = answer.type === PDF_MIME_TYPE ? answer : new Blob([answer], { type: PDF_MIME_TYPE });
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
