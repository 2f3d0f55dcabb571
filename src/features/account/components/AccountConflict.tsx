import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { SaveConflict } from '@/components/dialog/SaveConflict';
import type { PersonalDetails } from '@/contract/account';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { toFormValues, toPersonalInfoRequest, type AccountFormValues } from '../account.schema';
import { accountDifferences } from '../accountConflict';

interface AccountConflictProps {
  /** The personal details as the server holds them now. */
  current: PersonalDetails;
  /** 'Keep mine': save what is typed again, over the version saved meanwhile. */
  onKeepMine: () => void;
  /** 'Take the saved version': the form starts again from it. */
  onTakeTheirs: () => void;
}

/**
 * The account was saved meanwhile elsewhere (docs/decisions/035-save-versions.md): what the manager
 * typed beside what the server holds now, field by field in words. What is typed stays in the form
 * (and its draft) until the manager chooses.
 */
export function AccountConflict({ current, onKeepMine, onTakeTheirs }: AccountConflictProps) {
  const { t } = useTranslation('account');
  const { values } = useFormikContext<AccountFormValues>();
  const words = {
    salutation: useLabelOf('salutations'),
    title: useLabelOf('titles'),
    nationality: useLabelOf('nationalities'),
    country: useLabelOf('countries'),
    lang: useUiLanguage(),
  };
  return (
    <SaveConflict
      savedAt={current.savedAt}
      differences={accountDifferences(
        t,
        words,
        toPersonalInfoRequest(values),
        toPersonalInfoRequest(toFormValues(current)),
      )}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}
