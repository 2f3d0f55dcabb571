import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

import { toPlainText, type TextBlock, type TextDocument } from '../shared/textDocument';

/**
 * Real PDFs for the file endpoints (agreements, FAQ, documents, the CV), drawn with pdf-lib.
 * Only mocks/pdf/files.ts loads this module, on the first PDF asked for, so neither pdf-lib
 * nor the drawing code is in the demo's start.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4 in points
const FOOTER_Y = 30;
const STYLE = {
  title: { size: 16, lineHeight: 22, gapBefore: 0, gapAfter: 10 },
  subtitle: { size: 11, lineHeight: 15, gapBefore: 0, gapAfter: 12 },
  heading: { size: 12, lineHeight: 16, gapBefore: 10, gapAfter: 4 },
  subheading: { size: 10.5, lineHeight: 14.5, gapBefore: 6, gapAfter: 2 },
  strong: { size: 10.5, lineHeight: 14.5, gapBefore: 2, gapAfter: 1 },
  meta: { size: 9, lineHeight: 12.5, gapBefore: 0, gapAfter: 3 },
  paragraph: { size: 10.5, lineHeight: 14.5, gapBefore: 0, gapAfter: 6 },
  listItem: { size: 10.5, lineHeight: 14.5, gapBefore: 0, gapAfter: 1.5 },
} as const;
const LIST_GAP_AFTER = 4.5;
type Style = (typeof STYLE)[keyof typeof STYLE];
const BULLET_INDENT = 14;

type PdfFont = PDFFont;

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

// ---------------------------------------------------------------- styled documents

/**
 * The blocks of a text document, plus a sub-heading (a CV's company), a bold line (a position)
 * and a small grey line (a position's facts).
 */
export type PdfBlock = TextBlock | { type: 'subheading' | 'strong' | 'meta'; text: string };

/**
 * The CV export's look: the colour (6-digit hex) marks headings and a
 * decoration that the design number chooses: 1 a band across the top of the first page,
 * 2 a band down the left edge of every page, 3 a rule under each heading.
 */
export interface PdfLook {
  colourHex: string;
  design: 1 | 2 | 3;
}

export interface PdfDocument {
  /** The first line, and the PDF's Title metadata. */
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
  look?: PdfLook;
}

const BAND_HEIGHT = 92;
const SIDEBAR_WIDTH = 28;

/** Relative luminance 0..1 of a hex colour, to keep light colours (white, light grey) readable. */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function hexColour(hex: string, darken = 1): RGB {
  const [r, g, b] = [0, 2, 4].map((offset) => (parseInt(hex.slice(offset, offset + 2), 16) / 255) * darken);
  return rgb(r ?? 0, g ?? 0, b ?? 0);
}

/** Renders a document as an A4 PDF with a title, headings, paragraphs, bullets and page numbers. */
async function renderPdf(doc: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setCreator('Interim manager portal (mock API)');
  pdf.setCreationDate(new Date(Date.now()));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.13, 0.13, 0.13);
  const grey = rgb(0.42, 0.42, 0.42);

  const look = doc.look;
  const light = look ? luminance(look.colourHex) > 0.6 : false;
  // Light colours (white, light grey, ice blue) are too pale for text: headings then take a darkened shade.
  const accent = look ? hexColour(look.colourHex, light ? 0.45 : 1) : ink;
  const fill = look ? hexColour(look.colourHex) : ink;
  const left = PAGE.margin + (look?.design === 2 ? SIDEBAR_WIDTH : 0);
  const textWidth = PAGE.width - left - PAGE.margin;

  const decorate = (page: PDFPage, first: boolean) => {
    if (look?.design === 2) {
      page.drawRectangle({
        x: 0,
        y: 0,
        width: SIDEBAR_WIDTH + 12,
        height: PAGE.height,
        color: fill,
        borderColor: grey,
        borderWidth: light ? 0.5 : 0,
      });
    }
    if (look?.design === 1 && first) {
      page.drawRectangle({
        x: 0,
        y: PAGE.height - BAND_HEIGHT,
        width: PAGE.width,
        height: BAND_HEIGHT,
        color: fill,
        borderColor: grey,
        borderWidth: light ? 0.5 : 0,
      });
    }
  };

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  decorate(page, true);
  let y = PAGE.height - PAGE.margin;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    decorate(page, false);
    y = PAGE.height - PAGE.margin;
  };

  const write = (raw: string, font: PdfFont, style: Style, colour: RGB, indent = 0, marker = '') => {
    const value = encodable(font, toPlainText(raw));
    const lines = wrap(font, value, style.size, textWidth - indent);
    y -= style.gapBefore;
    lines.forEach((line, index) => {
      if (y - style.lineHeight < PAGE.margin) newPage();
      y -= style.lineHeight;
      if (marker && index === 0) page.drawText(marker, { x: left, y, size: style.size, font, color: colour });
      page.drawText(line, { x: left + indent, y, size: style.size, font, color: colour });
    });
    y -= style.gapAfter;
  };

  // Design 3 rules a line across the text width under the title and under every heading.
  const underline = (raise: number, thickness: number, gapAfter: number) => {
    if (look?.design !== 3) return;
    page.drawLine({
      start: { x: left, y: y + raise },
      end: { x: left + textWidth, y: y + raise },
      thickness,
      color: fill,
    });
    y -= gapAfter;
  };

  const heading = (value: string) => {
    // Keep a heading with at least two lines of what follows.
    if (y - STYLE.heading.lineHeight - 2 * STYLE.paragraph.lineHeight < PAGE.margin) newPage();
    write(value, bold, STYLE.heading, accent);
    underline(1, 1.2, 4);
  };

  // The title: on the band (design 1) in white on dark colours, else in the accent colour.
  const onBand = look?.design === 1;
  const titleColour = look ? (onBand ? (light ? ink : rgb(1, 1, 1)) : accent) : ink;
  if (onBand) y = PAGE.height - 40;
  write(doc.title, bold, STYLE.title, titleColour);
  if (doc.subtitle) write(doc.subtitle, regular, STYLE.subtitle, onBand ? titleColour : grey);
  if (onBand) y = Math.min(y, PAGE.height - BAND_HEIGHT - 18);
  underline(4, 2.5, 8);

  // The blocks other than headings and lists differ only in font, style and colour.
  const textLook: Record<'subheading' | 'strong' | 'meta' | 'paragraph', [PdfFont, Style, RGB]> = {
    subheading: [bold, STYLE.subheading, accent],
    strong: [bold, STYLE.strong, ink],
    meta: [regular, STYLE.meta, grey],
    paragraph: [regular, STYLE.paragraph, ink],
  };
  for (const block of doc.blocks) {
    if (block.type === 'heading') heading(block.text);
    else if (block.type === 'list') {
      block.items.forEach((item) => write(item, regular, STYLE.listItem, ink, BULLET_INDENT, '•'));
      y -= LIST_GAP_AFTER;
    } else write(block.text, ...textLook[block.type]);
  }

  const pages = pdf.getPages();
  const footerTitle = encodable(regular, doc.title);
  pages.forEach((each, index) => {
    const footer = `${footerTitle} · ${index + 1} / ${pages.length}`;
    each.drawText(footer, { x: left, y: FOOTER_Y, size: 8, font: regular, color: rgb(0.45, 0.45, 0.45) });
  });

  const bytes = await pdf.save();
  return new Uint8Array(bytes);
}

/** A text document (agreements, FAQ, documents) as a plain A4 PDF. */
export function renderTextPdf(doc: TextDocument): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf({ title: doc.title, blocks: doc.blocks });
}

/** A styled document: the CV export. */
export function renderStyledPdf(doc: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(doc);
}
