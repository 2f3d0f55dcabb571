/** The JSON bodies of a placement's time entry and monthly report as valibot schemas (see session.requests.ts). */
import * as v from 'valibot';

import type { MonthlyReportRequest } from './placements';
import { MONTHLY_REPORT_TEXT_FIELDS, type MonthlyReportTextField } from './placements.answers';
import type { Expect, SchemaFits } from './sameType';
import type { TimeEntryRequest } from './timeEntries';

/** A day's time entry as the app sends it: date yyyy-MM-dd, times HH:MM or '', description HTML. */
export const timeEntryRequestEntrySchema = v.object({
  date: v.string(),
  description: v.string(),
  timeTracking: v.nullable(v.string()),
  recordedTime: v.nullable(v.string()),
  placeOfWork: v.number(),
  businessTrip: v.number(),
  workStart: v.string(),
  workEnd: v.string(),
  pauseStart1: v.string(),
  pauseEnd1: v.string(),
  pauseStart2: v.string(),
  pauseEnd2: v.string(),
  pauseStart3: v.string(),
  pauseEnd3: v.string(),
});

/** `POST /manager/placements/{id}/time-tracking`: the entry and its month (1-12). */
export const timeEntryRequestSchema = v.object({
  entry: timeEntryRequestEntrySchema,
  month: v.number(),
  year: v.number(),
});

/** (designed) `POST .../monthly-report` and `.../monthly-report/submit`: the seven texts (HTML) of the month. */
export const monthlyReportRequestSchema = v.object({
  report: v.object(
    Object.fromEntries(MONTHLY_REPORT_TEXT_FIELDS.map((field) => [field, v.string()])) as Record<
      MonthlyReportTextField,
      v.StringSchema<undefined>
    >,
  ),
  month: v.number(),
  year: v.number(),
  /** A mandate's send with travelExpenseManager 200: true confirms there are no expenses (docs/decisions/043-mandate-expenses.md). */
  expensesReport: v.optional(v.literal(true)),
});

export type PlacementRequestsFit = [
  Expect<SchemaFits<typeof timeEntryRequestSchema, TimeEntryRequest>>,
  Expect<SchemaFits<typeof monthlyReportRequestSchema, MonthlyReportRequest>>,
];
