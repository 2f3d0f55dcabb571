import fc from 'fast-check';

import { isPhone } from '@/contract/account';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { isAcceptablePdf, MAX_UPLOAD_MB } from '@/lib/pdfFile';

const PDF_HEAD = '%PDF-1.7\n';

function pdfOfSize(size: number, name = 'cv.pdf', type = 'application/pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(PDF_HEAD));
  return new File([bytes], name, { type });
}

describe('isAcceptablePdf', () => {
  it('accepts a PDF of exactly the limit and refuses one byte more', async () => {
    expect(await isAcceptablePdf(pdfOfSize(MAX_UPLOAD_BYTES))).toBe(true);
    expect(await isAcceptablePdf(pdfOfSize(MAX_UPLOAD_BYTES + 1))).toBe(false);
  });

  it('names the limit as 15 MB', () => {
    expect(MAX_UPLOAD_MB).toBe(15);
  });

  it('refuses a .docx renamed .pdf: right name and type, wrong first bytes', async () => {
    const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], 'cv.pdf', {
      type: 'application/pdf',
    });
    expect(await isAcceptablePdf(docx)).toBe(false);
  });

  it('refuses a file of another type even when it starts like a PDF', async () => {
    expect(await isAcceptablePdf(pdfOfSize(100, 'cv.txt', 'text/plain'))).toBe(false);
  });

  it('accepts a PDF whose type the browser left empty when the name ends in .pdf', async () => {
    expect(await isAcceptablePdf(pdfOfSize(100, 'CV.PDF', ''))).toBe(true);
    expect(await isAcceptablePdf(pdfOfSize(100, 'cv', ''))).toBe(false);
  });

  it('refuses empty and truncated files', async () => {
    expect(await isAcceptablePdf(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(await isAcceptablePdf(new File(['%PD'], 'short.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});

describe('isPhone', () => {
  it.each(['+49 89 123456789', '089/123456', '0171-3920045', '1234'])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
  });

  it.each(['123', '+49 (89) 1234', 'phone', '++49 89 1234', '----', '+49 89 1234 ext'])('refuses %s', (value) => {
    expect(isPhone(value)).toBe(false);
  });

  it('accepts every string of digits, spaces, dashes and slashes with a digit and at least 4 characters', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.stringMatching(/^[\d /-]{3,20}$/),
        fc.integer({ min: 0, max: 9 }),
        (plus, rest, digit) => {
          const value = `${plus ? '+' : ''}${digit}${rest}`;
          expect(isPhone(value)).toBe(true);
        },
      ),
    );
  });
});
