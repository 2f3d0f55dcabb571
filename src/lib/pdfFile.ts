import { MAX_UPLOAD_BYTES } from '@/api/contract';

const PDF_TYPE = 'application/pdf';
/** `%PDF-`: a renamed .docx has the right name and type but not these first bytes (decision 9b). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** MB as the messages name it (decision 13: every message names the limit from the constant). */
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

/** Part 1 §5 and decision 9b: a PDF by type and by its first bytes, at most MAX_UPLOAD_BYTES. */
export async function isAcceptablePdf(file: File): Promise<boolean> {
  if (file.size > MAX_UPLOAD_BYTES || file.size < PDF_MAGIC.length) return false;
  const typeIsPdf = file.type === PDF_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!typeIsPdf) return false;
  try {
    const head = await readHead(file, PDF_MAGIC.length);
    return PDF_MAGIC.every((byte, index) => head[index] === byte);
  } catch {
    return false;
  }
}
