import { HttpResponse } from 'msw';

import type { Lang } from '../../src/contract/common';
import { PDF_MIME_TYPE } from '../../src/contract/documents';
import type { Resume, ResumeSample } from '../../src/contract/resume';
import type { TextDocument } from '../shared/textDocument';
import type { ActivityReportInput } from './activityReport';
import type { CvOptions } from './cv';
import type { StatusReportInput } from './statusReport';

/**
 * The PDFs the mock answers with, as the handlers ask for them. The drawing (./draw.ts, with
 * pdf-lib) and the CV's content (./cv.ts) are loaded on the first PDF asked for, not before:
 * the demo's first paint carries none of them. Import only this module from outside mocks/pdf/.
 */

export type PdfBytes = Uint8Array<ArrayBuffer>;

const loadDraw = () => import('./draw');
const loadCv = () => import('./cv');
const loadActivityReport = () => import('./activityReport');
const loadStatusReport = () => import('./statusReport');

/** A text document (agreements, FAQ, a stand-in for a stored document) as a plain A4 PDF. */
export async function renderTextPdf(doc: TextDocument): Promise<PdfBytes> {
  const { renderTextPdf: render } = await loadDraw();
  return render(doc);
}

/** The CV export and the CV's title (academic title, first and last name) for the file name. */
export async function renderCvPdf(resume: Resume, options: CvOptions): Promise<{ bytes: PdfBytes; title: string }> {
  const [{ buildCvDocument, cvTitle }, { renderStyledPdf }] = await Promise.all([loadCv(), loadDraw()]);
  return { bytes: await renderStyledPdf(buildCvDocument(resume, options)), title: cvTitle(resume, options.lang) };
}

/** `GET /resume-actions/{sample}/file/{lang}`: a short example profile of the kind named. */
export async function renderSamplePdf(sample: ResumeSample, lang: Lang): Promise<PdfBytes> {
  const { sampleDocument } = await loadCv();
  return renderTextPdf(sampleDocument(sample, lang));
}

/** `GET /resume-actions/instructions/file/{lang}`. */
export async function renderInstructionsPdf(lang: Lang): Promise<PdfBytes> {
  const { instructionsDocument } = await loadCv();
  return renderTextPdf(instructionsDocument(lang));
}

/** `GET /manager/pdf/file/activity_report/{monthlyReportId}/{language}`: the month's entries and sums. */
export async function renderActivityReportPdf(input: ActivityReportInput): Promise<PdfBytes> {
  const [{ activityReportDocument }, { renderStyledPdf }] = await Promise.all([loadActivityReport(), loadDraw()]);
  return renderStyledPdf(activityReportDocument(input));
}

/** `GET /client/projects/{id}/status-report/{language}` (designed): the project's facts and stage, its candidates and the client's marks. */
export async function renderStatusReportPdf(input: StatusReportInput): Promise<PdfBytes> {
  const [{ statusReportDocument }, { renderStyledPdf }] = await Promise.all([loadStatusReport(), loadDraw()]);
  return renderStyledPdf(statusReportDocument(input));
}

export function pdfResponse(bytes: PdfBytes, fileName: string): Response {
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': PDF_MIME_TYPE,
      'Content-Disposition': `inline; filename="${fileName}"`,
    },
  });
}
