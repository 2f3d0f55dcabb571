import * as yup from 'yup';

import type { SaveCompanyGroupRequest } from '@/contract/resume';
import { rule } from '@/lib/validation';

/** The company-group dialog: a name, a country and at least 1 company. */
export interface CompanyGroupFormValues {
  companyGroupName: string;
  companyGroupCountry: string;
  /** Company ids. */
  companiesInGroup: string[];
}

export function companyGroupSchema(nameMax: number | undefined) {
  const name = yup.string().default('').trim().required(rule('required'));
  return yup.object({
    companyGroupName: nameMax === undefined ? name : name.max(nameMax, rule('max', { max: nameMax })),
    companyGroupCountry: yup.string().default('').required(rule('required')),
    companiesInGroup: yup.array(yup.string().required()).default([]).min(1, rule('required')),
  });
}

/** `POST /manager/save_company_group`: without a group id a group is made. */
export function toCompanyGroupRequest(
  values: CompanyGroupFormValues,
  companyGroupId: string | undefined,
): SaveCompanyGroupRequest {
  return {
    workExperience: {
      ...(companyGroupId ? { companyGroupId } : {}),
      companyGroupName: values.companyGroupName.trim(),
      companyGroupCountry: values.companyGroupCountry,
      companiesInGroup: [...new Set(values.companiesInGroup)],
    },
  };
}
