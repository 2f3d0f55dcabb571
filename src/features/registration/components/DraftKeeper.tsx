import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { saveRegistrationDraft, type RegistrationDraft } from '../registration.draft';
import type { RegistrationValues } from '../registration.schema';

/** Keeps the wizard's draft in sessionStorage as the user types (decision 8a). */
export function DraftKeeper({ step, registered, paused }: { step: number; registered?: RegistrationDraft['registered']; paused: boolean }) {
  const { values } = useFormikContext<RegistrationValues>();
  useEffect(() => {
    if (!paused) saveRegistrationDraft(step, values, registered);
  }, [step, values, registered, paused]);
  return null;
}
