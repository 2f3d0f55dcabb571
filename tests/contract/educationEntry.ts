import type { EducationRequest } from '@/contract/resume';

/**
 * A valid education entry as the dialog sends it: German only, highest degree, the optional codes
 * empty. The schema's tests and the mock server's take it as their base and change one thing.
 */
export function educationEntry(overrides: Partial<EducationRequest> = {}): EducationRequest {
  return {
    fieldOfStudy: { de: 'Maschinenbau', en: '' },
    details: { de: 'Schwerpunkt Produktion', en: '' },
    institution: { de: 'TU München', en: '' },
    dateFrom: '1994-10-01',
    dateTo: '1999-07-31',
    degree: '200',
    certificate: '',
    isHighestDegree: true,
    country: 'DE',
    schoolType: '',
    educationType: '',
    course: '',
    ...overrides,
  };
}
