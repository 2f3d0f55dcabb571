import type { Lang } from '@/contract/common';
import { CV_PATHS, CV_TYPES, PDF_COLOUR_SCHEMES, PDF_DESIGNS, type CvType } from '@/contract/resume';
import { loadDraft, saveDraft } from '@/lib/drafts';

/** The PDF options: what the PDF export dialog chooses besides the language. */
export interface PdfChoice {
  cvType: CvType;
  /** A colour of `PDF_COLOUR_SCHEMES`, as the hex without '#' that goes into the path. */
  colourHex: string;
  design: PdfDesign;
}

export type PdfDesign = (typeof PDF_DESIGNS)[number];
export type ColourScheme = (typeof PDF_COLOUR_SCHEMES)[number];

/** The translation key of each scheme's name: the German names are the spec's, English users read theirs. */
export const COLOUR_KEYS = {
  Eisblau: 'iceBlue',
  Grau: 'grey',
  Weiß: 'white',
  Olivgrau: 'oliveGrey',
  Hellgrau: 'lightGrey',
  Rot: 'red',
  Blau: 'blue',
} as const satisfies Record<ColourScheme['name'], string>;
export type ColourKey = (typeof COLOUR_KEYS)[ColourScheme['name']];

export const DEFAULT_PDF_CHOICE: PdfChoice = {
  cvType: 'long',
  colourHex: PDF_COLOUR_SCHEMES[0].hex,
  design: PDF_DESIGNS[0],
};

/**
 * The last choice lives in sessionStorage for this session only (nothing of the user's in
 * localStorage: docs/decisions/010-drafts.md). It is kept beside the drafts, under the user's id, so an explicit
 * logout deletes it with them.
 */
const STORAGE_FORM = 'pdfExport.lastChoice';

function isCvType(value: unknown): value is CvType {
  return CV_TYPES.some((type) => type === value);
}

function isDesign(value: unknown): value is PdfDesign {
  return PDF_DESIGNS.some((design) => design === value);
}

function isColourHex(value: unknown): value is string {
  return PDF_COLOUR_SCHEMES.some((scheme) => scheme.hex === value);
}

/** The stored choice, field by field: anything unknown (an old or edited entry) falls back to the default. */
export function readLastChoice(userId: string | null): PdfChoice {
  const stored = userId ? loadDraft<Partial<Record<keyof PdfChoice, unknown>>>(userId, STORAGE_FORM) : null;
  if (!stored || typeof stored !== 'object') return DEFAULT_PDF_CHOICE;
  return {
    cvType: isCvType(stored.cvType) ? stored.cvType : DEFAULT_PDF_CHOICE.cvType,
    colourHex: isColourHex(stored.colourHex) ? stored.colourHex : DEFAULT_PDF_CHOICE.colourHex,
    design: isDesign(stored.design) ? stored.design : DEFAULT_PDF_CHOICE.design,
  };
}

export function storeLastChoice(userId: string | null, choice: PdfChoice): void {
  if (userId) saveDraft(userId, STORAGE_FORM, choice);
}

/** `GET /manager/pdf/file/{language}/{cvType}/{design}/{colourHex}/{managerId}`. */
export function cvPdfPath(language: Lang, choice: PdfChoice, managerId: string): string {
  return CV_PATHS.cvPdf.build(language, choice.cvType, choice.design, choice.colourHex, managerId);
}

export function colourKeyOf(scheme: ColourScheme): ColourKey {
  return COLOUR_KEYS[scheme.name];
}
