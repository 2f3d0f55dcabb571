import { isPdfTypeAndSize, MAX_UPLOAD_BYTES, PDF_MAGIC, startsWithPdfMagic } from '@/contract/documents';

/** MB as the messages name it (every message names the limit from the constant; docs/decisions/017-upload-limit.md). */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

async function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines (and jsdom before 22) lack Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/** A PDF by type and by its first bytes, at most MAX_UPLOAD_BYTES (docs/decisions/013-uploads.md). */
export async function isAcceptablePdf(file: File): Promise<boolean> {
  if (!isPdfTypeAndSize(file)) return false;
  try {
    return startsWithPdfMagic(await readHead(file, PDF_MAGIC.length));
  } catch {
    return false;
  }
}
