import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { LabelOption } from '@/contract/meta';
import { CONTRACT_TYPE, INDUSTRY_OTHER } from '@/contract/resume';
import { useAppSelector } from '@/core/hooks';
import { selectLabelLists } from '@/core/meta/meta.selectors';

const CONTRACT_TYPES: readonly string[] = Object.values(CONTRACT_TYPE);
const EMPTY: LabelOption[] = [];
const withValue = (options: LabelOption[]) => options.filter((option) => option.value !== '');

/** The choices of the work-experience dialogs, in the UI language (labels load with the session). */
export function useWorkExperienceOptions() {
  const { t } = useTranslation('workExperience');
  // All label lists at once: the object changes only when the labels are loaded again.
  const labels = useAppSelector(selectLabelLists);
  const otherIndustry = t('company.industryOther');

  return useMemo(() => {
    const list = (name: string) => labels[name] ?? EMPTY;
    return {
      // Countries keep an entry without value in the list; a select offers its own empty choice.
      countries: withValue(list('countries')),
      // The contract types are the codes 100 to 600.
      contractTypes: list('contractTypes').filter((option) => CONTRACT_TYPES.includes(option.value)),
      functions: list('functions'),
      roles: list('roles'),
      commitments: list('commitments'),
      // The label of industry 10 ("other") is never shown; the dialog names the choice itself.
      industries: list('industries').map((option) =>
        option.value === INDUSTRY_OTHER ? { ...option, label: otherIndustry } : option,
      ),
      ownershipStructures: list('ownershipStructures'),
      companyEmployees: list('companyEmployees'),
      companyTurnover: list('companyTurnover'),
      companySituations: list('companySituations'),
      revenueResponsibilities: list('revenueResponsibilities'),
      budgetResponsibilities: list('budgetResponsibilities'),
      personnelResponsibilities: list('personnelResponsibilities'),
      directReports: list('directReports'),
      coreCompetencies: list('coreCompetencies'),
      assignmentTypes: list('assignmentTypes'),
    };
  }, [labels, otherIndustry]);
}

export type WorkExperienceOptions = ReturnType<typeof useWorkExperienceOptions>;
