import { loadDraft } from '@/lib/drafts';
import type { AccountFormValues } from './account.schema';

/** The key of the account form's draft (decision 8a), under the user's id. */
export const ACCOUNT_DRAFT = 'account';

/** A stored draft, if it still has the form's shape (an older app version may have left another one). */
export function readAccountDraft(userId: string): AccountFormValues | null {
  const draft = loadDraft<Partial<AccountFormValues>>(userId, ACCOUNT_DRAFT);
  if (!draft || typeof draft !== 'object') return null;
  const lists = [draft.emails, draft.phones, draft.socialNetworks, draft.nationality];
  if (!lists.every(Array.isArray) || typeof draft.primaryAddress !== 'object' || draft.primaryAddress === null) return null;
  return draft as AccountFormValues;
}
