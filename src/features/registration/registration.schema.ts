import * as yup from 'yup';

import type { DocumentRow } from '@/components/upload/DocumentRows';
import { isPhone, type Person } from '@/contract/account';
import { DOCUMENT_SUBCATEGORY } from '@/contract/documents';
import { fields } from '@/lib/schemaFields';
import { rule } from '@/lib/validation';

import type { QuestionKey } from './registration.questions';

/** The wizard's form values: one formik form over the four steps (step 4's answers are '' until chosen). */
export interface RegistrationValues extends Person, Record<QuestionKey, string> {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  state: string;
  primaryEmail: string;
  mobilePhone1: string;
  documents: DocumentRow[];
  industryFocuses: string;
  specialistFocuses: string;
  managementMethods: string;
}

/** Field lengths from the server's field metadata (`GET /manager/fields-meta`); a missing one means no limit. */
export interface PersonalLimits {
  firstName?: number;
  lastName?: number;
  street?: number;
  postalCode?: number;
  city?: number;
  state?: number;
  email?: number;
  phone?: number;
}

const CV_SUBCATEGORIES: number[] = [DOCUMENT_SUBCATEGORY.CV_GERMAN, DOCUMENT_SUBCATEGORY.CV_ENGLISH];

/** The CV upload is required in registration (German or English CV). */
export function hasCv(rows: DocumentRow[]): boolean {
  return rows.some((row) => row.file !== null && CV_SUBCATEGORIES.includes(row.subcategoryId));
}

/** Each document row needs a file. */
export function everyRowHasFile(rows: DocumentRow[]): boolean {
  return rows.every((row) => row.file !== null);
}

function text(max: number | undefined, required: boolean) {
  let schema = yup.string().trim();
  if (required) schema = schema.required(rule('required'));
  return max === undefined ? schema : schema.max(max, rule('max', { max }));
}

/** Step 2: personal data, address, contact and documents. */
export function personalStepSchema(limits: PersonalLimits) {
  return yup.object({
    salutation: yup.string().required(rule('required')),
    firstName: text(limits.firstName, true),
    lastName: text(limits.lastName, true),
    street: text(limits.street, true),
    postalCode: text(limits.postalCode, true),
    city: text(limits.city, true),
    country: yup.string().trim().required(rule('required')),
    state: text(limits.state, false),
    primaryEmail:
      limits.email === undefined
        ? fields.email()
        : fields.email().max(limits.email, rule('max', { max: limits.email })),
    mobilePhone1: text(limits.phone, true).test('phone', rule('phone'), (value) => !value || isPhone(value.trim())),
    documents: yup
      .array()
      .test('rowsHaveFiles', rule('rowsHaveFiles'), (rows) => everyRowHasFile((rows ?? []) as DocumentRow[]))
      .test('cvRequired', rule('cvRequired'), (rows) => hasCv((rows ?? []) as DocumentRow[])),
  });
}
