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

export type { AgreementTextResponse, ContractInfoResponse } from './agreement.answers';

export interface ContractInfoRequest {
  /** yyyy-MM-dd */
  contractReceivedDate: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}
