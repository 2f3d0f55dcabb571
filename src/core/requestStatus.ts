import type { SerializedApiError } from '@/api/errors';

/** The one status of a request the store follows (a load, mostly: a form learns its save's outcome through core/submission). */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A request's status and, after a failure, its serializable error. */
export interface RequestState {
  status: RequestStatus;
  error: SerializedApiError | null;
}
