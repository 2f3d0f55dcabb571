import type { FieldErrorMapper } from '@/components/form/serverFieldErrors';
import { rule } from '@/lib/validation';

import type { AccountFormValues, LimitOf } from './account.schema';

/**
 * A 400 validation reply names its fields by the payload's paths (`email[1].email`,
 * `phones.workPhone`, `primaryAddress.city`) and a rule. This maps them onto the form's
 * paths and encoded rules, so the message stands next to the field, for
 * the form kit's showServerFieldErrors.
 */
export function accountFieldError(limitOf: LimitOf): FieldErrorMapper<AccountFormValues> {
  return (path, ruleName, values) => {
    const target = formPath(path, values);
    if (!target) return null;
    const max = target.limit ? limitOf(target.limit) : undefined;
    return { path: target.path, message: encode(ruleName, target.format, max) };
  };
}

function encode(ruleName: string, format: 'phone' | 'uri' | 'email' | null, max: number | undefined): string {
  switch (ruleName) {
    case 'required':
    case 'email':
    case 'uri':
    case 'maxDate':
      return rule(ruleName);
    case 'format':
      return format ? rule(format) : rule('invalid');
    case 'max':
      return max === undefined ? rule('invalid') : rule('max', { max });
    default:
      return rule('invalid');
  }
}

function formPath(
  path: string,
  values: AccountFormValues,
): { path: string; format: 'phone' | 'uri' | 'email' | null; limit?: string } | null {
  const email = /^email\[(\d+)\]\.email$/.exec(path);
  if (email) return { path: `emails[${email[1]}].email`, format: 'email', limit: 'email' };
  const [group, key] = path.split('.');
  if (group === 'phones' && key) {
    const index = values.phones.findIndex((row) => row.phoneType === key);
    return index < 0 ? null : { path: `phones[${index}].number`, format: 'phone', limit: 'phone' };
  }
  if (group === 'socialNetworks' && key) {
    const index = values.socialNetworks.findIndex((row) => row.network === key);
    return index < 0 ? null : { path: `socialNetworks[${index}].url`, format: 'uri', limit: 'socialNetwork' };
  }
  if (group === 'primaryAddress' && key) return { path, format: null, limit: key };
  if (group && !key && group in values) return { path: group, format: null, limit: group };
  return null;
}
