/** The agreement: its texts, its files, accepting and skipping it. */
import { apiPath } from './path';

export const AGREEMENT_PATHS = {
  agreementText: apiPath('/manager/agreement-nda/:lang'),
  protectionText: apiPath('/manager/protection-nda/:lang'),
  ndaText: apiPath('/manager/nda/:lang'),
  agreementFile: apiPath('/manager/nda/agreement-file/:lang'),
  protectionFile: apiPath('/manager/nda/protection-file/:lang'),
  ndaFile: apiPath('/manager/nda/file/:lang'),
  contractInfo: apiPath('/manager/contract-info'),
  skipAgreement: apiPath('/manager/skip-agreement'),
} as const;

/** (designed) Agreement texts: server HTML, sanitized before it is shown (docs/decisions/011-server-html.md). */
export interface AgreementTextResponse {
  html: string;
}

export interface ContractInfoRequest {
  /** yyyy-MM-dd */
  contractReceivedDate: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** The user goes on when the returned data has an id and success. */
export interface ContractInfoResponse {
  id: string;
  success: boolean;
  contractReceivedDate: string;
}
