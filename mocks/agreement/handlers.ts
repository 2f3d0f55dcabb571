import { HttpResponse } from 'msw';

import { AGREEMENT_PATHS, type AgreementTextResponse, type ContractInfoResponse } from '../../src/contract/agreement';
import type { ApiPath } from '../../src/contract/path';
import { forbidden, withAuth } from '../auth/rules';
import { pdfResponse, renderTextPdf } from '../pdf/files';
import { noContent } from '../shared/errors';
import { FieldErrors, isIsoDate, parseLang, readJsonObject, text } from '../shared/requests';
import { route, type RouteResolver } from '../shared/routes';
import { toHtml } from '../shared/textDocument';
import { apiUrl } from '../shared/urls';
import { AGREEMENT_FILE_NAMES, AGREEMENT_TEXTS, type AgreementKind } from './fixtures';

/**
 * The spec's `timestamp` query only defeats caches; it is accepted and ignored.
 * The NDA and data-protection texts and files are public: the registration (a public
 * screen) shows them before anyone has an account. The opportunity NDA stays signed-in only.
 */
const textRoute = (path: ApiPath, kind: AgreementKind, isPublic = false) => {
  const resolver: RouteResolver = ({ params }) => {
    const response: AgreementTextResponse = { html: toHtml(AGREEMENT_TEXTS[kind][parseLang(params.lang)]) };
    return HttpResponse.json(response);
  };
  return route('get', apiUrl(path), isPublic ? resolver : withAuth(resolver));
};

const fileRoute = (path: ApiPath, kind: AgreementKind, isPublic = false) => {
  const resolver: RouteResolver = async ({ params }) => {
    const lang = parseLang(params.lang);
    return pdfResponse(await renderTextPdf(AGREEMENT_TEXTS[kind][lang]), AGREEMENT_FILE_NAMES[kind][lang]);
  };
  return route('get', apiUrl(path), isPublic ? resolver : withAuth(resolver));
};

/** PUT /manager/contract-info: accepting both documents clears the agreement for good. */
const contractInfo = route(
  'put',
  apiUrl(AGREEMENT_PATHS.contractInfo),
  withAuth(async ({ request, auth }) => {
    const body = await readJsonObject(request);
    const contractReceivedDate = text(body, 'contractReceivedDate');
    const errors = new FieldErrors();
    errors.check(isIsoDate(contractReceivedDate), 'contractReceivedDate', 'date');
    errors.check(body.termsAccepted === true, 'termsAccepted', 'accepted');
    errors.check(body.privacyAccepted === true, 'privacyAccepted', 'accepted');
    errors.throwIfAny();

    auth.user.showAgreement = false;
    auth.user.contractReceivedDate = contractReceivedDate;
    const response: ContractInfoResponse = {
      id: auth.user.managerId ?? auth.user.id,
      success: true,
      contractReceivedDate,
    };
    return HttpResponse.json(response);
  }),
);

/**
 * POST /manager/skip-agreement (docs/decisions/005-unnamed-calls.md): only for users who may skip. The agreement
 * stays pending (it is asked again at the next login); only this session is unblocked.
 */
const skipAgreement = route(
  'post',
  apiUrl(AGREEMENT_PATHS.skipAgreement),
  withAuth(({ auth }) => {
    if (!auth.user.canSkipAgreement) throw forbidden('The agreement cannot be skipped');
    auth.session.agreementSkipped = true;
    return noContent();
  }),
);

export const agreementHandlers = [
  textRoute(AGREEMENT_PATHS.agreementText, 'agreement', true),
  textRoute(AGREEMENT_PATHS.protectionText, 'protection', true),
  textRoute(AGREEMENT_PATHS.ndaText, 'opportunity'),
  fileRoute(AGREEMENT_PATHS.agreementFile, 'agreement', true),
  fileRoute(AGREEMENT_PATHS.protectionFile, 'protection', true),
  fileRoute(AGREEMENT_PATHS.ndaFile, 'opportunity'),
  contractInfo,
  skipAgreement,
];
