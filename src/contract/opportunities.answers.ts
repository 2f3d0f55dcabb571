/**
 * The opportunities domain's answers as the app reads them (src/contract/schema.ts): each schema
 * checks an answer at the door and gives its type. Apart from the paths (opportunities.ts), so
 * that the first script, which needs the paths only, carries no schema.
 */
import * as v from 'valibot';

import { apiDate, apiDateOrNone, id, list, localized, text } from './schema';

/** A number the server may leave out: null. One that is there must be a number. */
const numberOrNone = v.nullish(v.number(), null);

/** The manager's place in an opportunity's search. A candidate status the portal does not know is kept. */
const candidateEntries = {
  /** The candidate record of this manager in this search: the CV route's `candidateId`. */
  id,
  status: v.number(),
};
export const opportunityCandidateSchema = v.object({
  ...candidateEntries,
  /** True once the NDA is accepted. */
  nda: v.boolean(),
});
export type OpportunityCandidate = v.InferOutput<typeof opportunityCandidateSchema>;

/**
 * `GET /manager/opportunities`: each item the teaser a manager sees before the NDA (designed):
 * position title, location, start and duration. Newest first by `publishedAt`.
 */
const opportunitySummaryEntries = {
  id,
  positionTitle: localized,
  location: localized,
  /** yyyy-MM-dd, or '' when open. */
  startDate: apiDateOrNone,
  durationInMonths: numberOrNone,
  /** ISO date-time the opportunity was offered to the manager (designed, for the order). */
  publishedAt: v.string(),
  candidate: opportunityCandidateSchema,
};
export const opportunitySummarySchema = v.object(opportunitySummaryEntries);
export type OpportunitySummary = v.InferOutput<typeof opportunitySummarySchema>;
export const opportunitiesSchema = list(opportunitySummarySchema);

/** The must-have and nice-to-have lists of an opportunity, each entry a text per language. */
const requirementListsSchema = v.object({
  coreCompetencies: list(localized),
  personalCompetencies: list(localized),
  experience: list(localized),
  languages: list(localized),
});
export type RequirementLists = v.InferOutput<typeof requirementListsSchema>;

/**
 * `GET /manager/opportunities/{id}`: every field the specification names. Texts are per language; the
 * comments and the company situation are HTML (sanitized before they are shown; docs/decisions/011-server-html.md).
 * A new opportunity answers 403 `nda_required` until its NDA is accepted; the app reads one by visibleOpportunitySchema.
 */
export const opportunitySchema = v.object({
  ...opportunitySummaryEntries,
  placementType: list(localized),
  position: localized,
  role: localized,
  industry: list(localized),
  businessPerformance: localized,
  reportingTo: localized,
  operationArea: list(localized),
  /** yyyy-MM-dd, or ''. */
  plannedStartDate: apiDateOrNone,
  daysPerMonth: numberOrNone,
  mustHave: requirementListsSchema,
  niceToHave: requirementListsSchema,
  /** Amounts in euro; null when not given. */
  annualRevenue: numberOrNone,
  personnelResponsibility: numberOrNone,
  directReports: numberOrNone,
  costOrBudgetResponsibility: numberOrNone,
  technicalRequirementsComments: localized,
  personalRequirementsComments: localized,
  companySituation: localized,
});
export type Opportunity = v.InferOutput<typeof opportunitySchema>;

/**
 * `GET /manager/opportunities/{id}` and the answers to an opportunity: every field once its NDA is accepted; before
 * it (an opportunity declined without it), the summary only. Whatever else a server sends with an opportunity
 * whose NDA was not accepted is dropped here, so no screen can show it (docs/decisions/028-opportunity-answers.md).
 */
export const visibleOpportunitySchema = v.union([
  v.object({ ...opportunitySummaryEntries, candidate: v.object({ ...candidateEntries, nda: v.literal(false) }) }),
  opportunitySchema,
]);
export type VisibleOpportunity = v.InferOutput<typeof visibleOpportunitySchema>;

/** `GET /manager/offers` (designed: the spec shows no fields): the provider's offers to its managers. */
export const offerSchema = v.object({
  id,
  title: localized,
  /** HTML, sanitized before it is shown. */
  description: localized,
  /** An http(s) link to read more, or ''. */
  link: text,
  /** yyyy-MM-dd, or '' when it does not expire. */
  validUntil: apiDateOrNone,
});
export type Offer = v.InferOutput<typeof offerSchema>;
export const offersSchema = list(offerSchema);

/**
 * `GET /manager/news-and-events` (designed). Newest news and next events first: one list, the
 * news newest first, then the events still to come (today included), the next first; past
 * events are left out. `GET /manager/offers` leaves out offers whose `validUntil` has passed.
 */
export const newsItemSchema = v.object({
  id,
  /** NEWS_KIND; another kind is shown as news. */
  kind: text,
  title: localized,
  /** HTML, sanitized before it is shown. */
  summary: localized,
  /** yyyy-MM-dd: the publication day of news, the day of an event. */
  date: apiDate,
  /** Where an event takes place, or ''. */
  location: localized,
  link: text,
});
export type NewsItem = v.InferOutput<typeof newsItemSchema>;
export const newsSchema = list(newsItemSchema);
