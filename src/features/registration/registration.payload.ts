import type { Address } from '@/contract/account';
import type { LanguageCode } from '@/contract/common';
import type { AnswerCode, NewApplicantQuestions, RegisterRequest } from '@/contract/registration';
import { sanitizeHtml } from '@/lib/sanitize';

import type { RegistrationUpload } from './registration.api';
import { QUESTION_KEYS } from './registration.questions';
import type { RegistrationValues } from './registration.schema';

/**
 * What the rich-text fields hold is already clean; sanitizing again on send costs nothing
 * (docs/decisions/011-server-html.md).
 */
function richText(html: string): string {
  return sanitizeHtml(html.replace(/&nbsp;/g, ' '), 'richText').trim();
}

/** The spec's registration payload: all text trimmed, plus the three fields added on send. */
export function buildRegisterRequest(
  values: RegistrationValues,
  options: { language: LanguageCode; userId?: string; today: string; agreementAccepted: boolean },
): RegisterRequest {
  const primaryAddress: Address = {
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
  };
  const state = values.state.trim();
  if (state) primaryAddress.state = state;
  const newApplicantQuestions = Object.fromEntries(
    QUESTION_KEYS.map((key) => [key, Number(values[key]) as AnswerCode]),
  ) as unknown as NewApplicantQuestions;
  const request: RegisterRequest = {
    language: options.language,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    salutation: values.salutation.trim(),
    title: values.title.trim(),
    birthDate: values.birthDate.trim(),
    nationality: values.nationality.map((code) => code.trim()).filter(Boolean),
    primaryAddress,
    mobilePhone1: values.mobilePhone1.trim(),
    primaryEmail: values.primaryEmail.trim(),
    industryFocuses: richText(values.industryFocuses),
    specialistFocuses: richText(values.specialistFocuses),
    managementMethods: richText(values.managementMethods),
    newApplicantQuestions,
    isRegistratoionProcess: true,
    contractReceivedDate: options.today,
    currentMcAccepted: options.agreementAccepted,
  };
  if (options.userId) request.userID = options.userId;
  return request;
}

/** Only document rows that have a file are sent. */
export function uploadsOf(values: RegistrationValues): RegistrationUpload[] {
  return values.documents.flatMap((row) => (row.file ? [{ subcategoryId: row.subcategoryId, file: row.file }] : []));
}
