import { HttpResponse } from 'msw';
import { PATHS, type FieldsMeta, type LabelsAndEnums, type VersionResponse } from '../../src/api/contract';
import { FAQ_DOCUMENT } from '../fixtures/faq';
import { FIELDS_META } from '../fixtures/fieldsMeta';
import { buildLabelsAndEnums } from '../fixtures/labels';
import { pdfResponse, renderTextPdf } from '../pdf';
import { route } from '../routes';
import { withAuth } from '../session';
import { apiPattern, apiUrl, versionUrl } from '../urls';
import { parseLang } from '../validation';

/** The provider API's version label (`GET /api/version`). */
const API_VERSION = '1.8.2';

/**
 * Public, unlike the rest of `/meta`: the registration wizard (a public screen, part 1 §2)
 * needs salutations, titles, countries and nationalities before anyone is signed in.
 * A bearer header is accepted and not required.
 */
const labelsAndEnums = route('get', apiPattern(PATHS.labelsAndEnums, 'lang'), ({ params }) => {
  const response: LabelsAndEnums = buildLabelsAndEnums(parseLang(params.lang));
  return HttpResponse.json(response);
});

const fieldsMeta = route(
  'get',
  apiUrl(PATHS.fieldsMeta),
  withAuth(() => {
    const response: FieldsMeta = FIELDS_META;
    return HttpResponse.json(response);
  }),
);

const faqFile = route(
  'get',
  apiUrl(PATHS.faqFile),
  withAuth(async () => pdfResponse(await renderTextPdf(FAQ_DOCUMENT), 'FAQ.pdf')),
);

const version = route('get', versionUrl, () => {
  const response: VersionResponse = { version: API_VERSION };
  return HttpResponse.json(response);
});

export const metaHandlers = [labelsAndEnums, fieldsMeta, faqFile, version];
