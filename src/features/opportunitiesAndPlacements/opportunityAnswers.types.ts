/** The two ways to decline a new opportunity: not interested, or not available. */
export type DeclineReason = 'notInterested' | 'notAvailable';

/** What the manager sends with an application (remarks; the saga adds the timestamp). */
export interface ApplicationSubmission {
  id: string;
  remarks: string;
}

export interface DeclineSubmission {
  id: string;
  reason: DeclineReason;
}
