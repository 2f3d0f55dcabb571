import type { YearMonth } from '@/contract/month';
import type { MonthlyReportTexts, TimeEntry } from '@/contract/placements';

export interface TimeEntrySubmission extends YearMonth {
  placementId: string;
  entry: TimeEntry;
  /**
   * The version of the day's entry the form started from, or null for a day that had none: the
   * save replaces only that version (docs/decisions/035-save-versions.md).
   */
  version: string | null;
  /** What this device saved of the day before (the waiting copy the dialog opened on, and what it remembers). */
  ownBefore: TimeEntry[];
  /** The waiting copy the dialog opened on (its `seq`), or null: saved online, that copy is done with. */
  keptCopy: string | null;
}

/**
 * Why a proposed entry of the fast entry was not saved: `exists`, the day had an entry when
 * proposed; `existsNow`, it got one meanwhile (saved elsewhere), which the server kept.
 */
export type SkipReason = 'exists' | 'existsNow' | 'submitted' | 'rule' | 'outsidePlacement' | 'failed';

export interface SkippedDay {
  date: string;
  reason: SkipReason;
}

/** The fast entry's batch: each entry is validated and sent on its own. */
export interface FastEntrySubmission extends YearMonth {
  placementId: string;
  entries: TimeEntry[];
}

export interface FastEntryResult {
  saved: string[];
  skipped: SkippedDay[];
}

export interface MonthlyReportSubmission extends YearMonth {
  placementId: string;
  report: MonthlyReportTexts;
  /** Save and send (`.../monthly-report/submit`) rather than save. */
  send: boolean;
  /** The report's version the form started from, or null when the month had no report (create only). */
  version: string | null;
  /** A mandate's send: the confirmation that there are no expenses (the PDF instead rides in `meta.arg`). */
  confirmNoExpenses?: boolean;
}

export interface BillingVerifySubmission {
  monthlyReportId: string;
}

export interface BillingSaveSubmission extends YearMonth {
  placementId: string;
  monthlyReportId: string;
  /** No expenses to report (travelExpenseManager 200: the confirmation instead of a file). */
  confirmNoExpenses: boolean;
  /** The report's version the invoice is for. */
  version: string;
}

/** The files of a billing save; they ride in `meta.arg`, not in state (documents.slice does the same). */
export interface BillingFiles {
  invoice: File | null;
  expensesReport: File | null;
}
