import { HttpResponse } from 'msw';

import { META_PATHS, type FieldsMeta, type LabelsAndEnums, type VersionResponse } from '../../src/contract/meta';
import type { VideoUrls } from '../../src/contract/session';
import { WELCOME_VIDEO_URLS } from '../auth/fixtures';
import { withAuth } from '../auth/rules';
import { pdfResponse, renderTextPdf } from '../pdf/files';
import { parseLang } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl, versionUrl } from '../shared/urls';
import { FAQ_DOCUMENT, FIELDS_META } from './fixtures';
import { buildLabelsAndEnums } from './labels';

/** The provider API's version label (`GET /api/version`). */
const API_VERSION = '1.8.2';

/**
 * Public, unlike the rest of `/meta`: the registration wizard (a public screen)
 * needs salutations, titles, countries and nationalities before anyone is signed in.
 * A bearer header is accepted and not required.
 */
const labelsAndEnums = route('get', apiUrl(META_PATHS.labelsAndEnums), ({ params }) => {
  const response: LabelsAndEnums = buildLabelsAndEnums(parseLang(params.lang));
  return HttpResponse.json(response);
});

/**
 * Public as well: the registration (a public screen) limits its fields to the server's
 * lengths before anyone has an account. The lengths are no secret; a bearer header is
 * accepted and not required.
 */
const fieldsMeta = route('get', apiUrl(META_PATHS.fieldsMeta), () => {
  const response: FieldsMeta = FIELDS_META;
  return HttpResponse.json(response);
});

/**
 * (designed) Public: the welcome videos of `/welcome` and the registration's first step
 * (docs/decisions/016-extra-paths.md).
 */
const welcomeVideos = route('get', apiUrl(META_PATHS.welcomeVideos), () => {
  const response: VideoUrls = { ...WELCOME_VIDEO_URLS };
  return HttpResponse.json(response);
});

const faqFile = route(
  'get',
  apiUrl(META_PATHS.faqFile),
  withAuth(async () => pdfResponse(await renderTextPdf(FAQ_DOCUMENT), 'FAQ.pdf')),
);

const version = route('get', versionUrl, () => {
  const response: VersionResponse = { version: API_VERSION };
  return HttpResponse.json(response);
});

export const metaHandlers = [labelsAndEnums, fieldsMeta, welcomeVideos, faqFile, version];
