import { HttpResponse } from 'msw';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { toPlainText, type TextDocument } from './textDocument';

/**
 * Real PDFs for the file endpoints (agreements, FAQ), made with pdf-lib. pdf-lib is loaded
 * on first use only, so the demo does not fetch it at start.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4 in points
const FOOTER_Y = 30;
const STYLE = {
  title: { size: 16, lineHeight: 22, gapBefore: 0, gapAfter: 10 },
  heading: { size: 12, lineHeight: 16, gapBefore: 10, gapAfter: 4 },
  paragraph: { size: 10.5, lineHeight: 14.5, gapBefore: 0, gapAfter: 6 },
} as const;
const BULLET_INDENT = 14;

type PdfLib = typeof PdfLibModule;
type PdfFont = PDFFont;

let pdfLib: Promise<PdfLib> | undefined;

function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
}

/** The standard fonts only know WinAnsi characters; anything else would make pdf-lib throw. */
function encodable(font: PdfFont, value: string): string {
  return Array.from(value, (char) => {
    try {
      font.encodeText(char);
      return char;
    } catch {
      return '?';
    }
  }).join('');
}

function wrap(font: PdfFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders a text document as an A4 PDF with a title, headings, paragraphs, bullets and page numbers. */
export async function renderTextPdf(doc: TextDocument): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setCreator('Interim manager portal (mock API)');
  pdf.setCreationDate(new Date(Date.now()));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  const ink = rgb(0.13, 0.13, 0.13);

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (raw: string, font: PdfFont, style: (typeof STYLE)[keyof typeof STYLE], indent = 0, marker = '') => {
    const value = encodable(font, toPlainText(raw));
    const lines = wrap(font, value, style.size, textWidth - indent);
    y -= style.gapBefore;
    lines.forEach((line, index) => {
      if (y - style.lineHeight < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.lineHeight;
      if (marker && index === 0) {
        page.drawText(marker, { x: PAGE.margin, y, size: style.size, font, color: ink });
      }
      page.drawText(line, { x: PAGE.margin + indent, y, size: style.size, font, color: ink });
    });
    y -= style.gapAfter;
  };

  write(doc.title, bold, STYLE.title);
  for (const block of doc.blocks) {
    if (block.type === 'heading') write(block.text, bold, STYLE.heading);
    else if (block.type === 'paragraph') write(block.text, regular, STYLE.paragraph);
    else block.items.forEach((item) => write(item, regular, STYLE.paragraph, BULLET_INDENT, '•'));
  }

  const pages = pdf.getPages();
  const footerTitle = encodable(regular, doc.title);
  pages.forEach((each, index) => {
    const footer = `${footerTitle} · ${index + 1} / ${pages.length}`;
    each.drawText(footer, { x: PAGE.margin, y: FOOTER_Y, size: 8, font: regular, color: rgb(0.45, 0.45, 0.45) });
  });

  const bytes = await pdf.save();
  return new Uint8Array(bytes);
}

export function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
