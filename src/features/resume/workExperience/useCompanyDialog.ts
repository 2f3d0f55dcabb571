import { useState } from 'react';

import { useCvDialog } from '../dialogs/parts/useCvDialog';
import { findCompany } from './companies';
import { useWorkExperienceLengths } from './useWorkExperienceLengths';
import { useWorkExperienceOptions } from './useWorkExperienceOptions';

/**
 * What the dialogs about one company share: the company as the dialog opened (`opened`, found by
 * its id or one of its positions' ids) and as it is now (`company`, after saves of its positions),
 * with the CV language, the field lengths and the choices.
 */
export function useCompanyDialog(id: string | undefined) {
  const { resume, lang } = useCvDialog();
  const lengths = useWorkExperienceLengths();
  const options = useWorkExperienceOptions();
  const [opened] = useState(() => findCompany(resume?.workExperience ?? [], id));
  const company = findCompany(resume?.workExperience ?? [], opened?.companyId) ?? opened;
  return { resume, lang, lengths, options, opened, company };
}
