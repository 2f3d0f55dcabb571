/** The two ways to decline a new opportunity (part 2 §4): not interested, or not available. */
export type DeclineReason = 'notInterested' | 'notAvailable';

/** What the manager sends with an application (part 2 §3: remarks; the saga adds the timestamp). */
export interface ApplicationSubmission {
  id: string;
  remarks: string;
}

export interface DeclineSubmission {
  id: string;
  reason: DeclineReason;
}
