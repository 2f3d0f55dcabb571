/** The API's yyyy-MM-dd is the contract's (the mock writes dates with it too); the app's many date fields import it from here. */
export { toApiDate } from '@/contract/dates';
