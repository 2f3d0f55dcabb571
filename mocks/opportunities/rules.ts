import { ERROR_CODE } from '../../src/contract/common';
import {
  areDetailsVisible,
  CANDIDATE_STATUS,
  MAX_APPLICATION_REMARKS,
  OPPORTUNITY_ERROR,
  type ApplicationRequest,
  type DeclineRequest,
  type Opportunity,
  type OpportunityAnswerResponse,
  type OpportunitySummary,
} from '../../src/contract/opportunities';
import { db } from '../db';
import type { DbOpportunity } from '../model';
import { ApiError } from '../shared/errors';
import { FieldErrors, isIsoDate, type Body } from '../shared/requests';

/**
 * The server rules of the opportunities: a manager sees only their
 * own; the details of an opportunity only after its NDA; only a new opportunity can be
 * answered.
 */

/** Newest first by `publishedAt`; a summary carries no details. */
export function opportunitiesOf(managerId: string): OpportunitySummary[] {
  return db.opportunities
    .filter((each) => each.managerId === managerId)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map(toSummary);
}

export function toSummary(opportunity: DbOpportunity): OpportunitySummary {
  const { id, positionTitle, location, startDate, durationInMonths, publishedAt, candidate } = opportunity;
  return structuredClone({ id, positionTitle, location, startDate, durationInMonths, publishedAt, candidate });
}

/** The contract's `Opportunity`: the record without the store's own fields. */
export function toOpportunity(opportunity: DbOpportunity): Opportunity {
  const { managerId: _managerId, application: _application, declinedOn: _declinedOn, ...rest } = opportunity;
  return structuredClone(rest);
}

/** What the manager may see of an opportunity: every field once its NDA is accepted, the summary before. */
export function visibleOpportunity(opportunity: DbOpportunity): OpportunityAnswerResponse {
  return areDetailsVisible(opportunity.candidate) ? toOpportunity(opportunity) : toSummary(opportunity);
}

/** An opportunity of this manager; another manager's is as unknown as a made-up id (404). */
export function findOwnOpportunity(managerId: string, id: string): DbOpportunity {
  const opportunity = db.opportunities.find((each) => each.id === id && each.managerId === managerId);
  if (!opportunity) throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such opportunity');
  return opportunity;
}

const isNew = (opportunity: DbOpportunity) => opportunity.candidate.status === CANDIDATE_STATUS.NEW;

/**
 * A new opportunity's details are asked for before its NDA: 403 nda_required, the NDA can still be accepted.
 * (An answered one without it answers its summary: visibleOpportunity.)
 */
export function assertNotBeforeNda(opportunity: DbOpportunity): void {
  if (isNew(opportunity) && !areDetailsVisible(opportunity.candidate)) {
    throw new ApiError(403, OPPORTUNITY_ERROR.NDA_REQUIRED, 'Accept the NDA to see the details of this opportunity');
  }
}

/** Only status 100 is open for answering (409 opportunity_not_open). */
export function assertOpen(opportunity: DbOpportunity): void {
  if (!isNew(opportunity))
    throw new ApiError(409, OPPORTUNITY_ERROR.NOT_OPEN, 'This opportunity is no longer open for an answer');
}

/** An application needs the NDA first (new, NDA accepted, details, application). */
export function assertNdaAccepted(opportunity: DbOpportunity): void {
  if (!opportunity.candidate.nda)
    throw new ApiError(403, OPPORTUNITY_ERROR.NDA_REQUIRED, 'Accept the NDA before applying');
}

/** ISO 8601 date-time with a time zone, e.g. what `Date.prototype.toISOString` gives. */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1] ?? '') && !Number.isNaN(Date.parse(value));
}

/**
 * `POST .../interested`: remarks a string of at most MAX_APPLICATION_REMARKS characters ('' is
 * fine; kept trimmed), timestamp a required ISO date-time.
 */
export function readApplication(body: Body): ApplicationRequest {
  const errors = new FieldErrors();
  const { remarks, timestamp } = body;
  errors.check(typeof remarks === 'string', 'remarks', 'string');
  const trimmed = typeof remarks === 'string' ? remarks.trim() : '';
  errors.maxLength(trimmed, MAX_APPLICATION_REMARKS, 'remarks');
  const time = typeof timestamp === 'string' ? timestamp.trim() : '';
  errors.required(time, 'timestamp');
  errors.check(time === '' || isIsoDateTime(time), 'timestamp', 'dateTime');
  errors.throwIfAny();
  return { remarks: trimmed, timestamp: time };
}

/** `POST .../not-interested` and `.../not-available`: timestamp a required yyyy-MM-dd. */
export function readDecline(body: Body): DeclineRequest {
  const errors = new FieldErrors();
  const time = typeof body.timestamp === 'string' ? body.timestamp.trim() : '';
  errors.required(time, 'timestamp');
  errors.check(time === '' || isIsoDate(time), 'timestamp', 'date');
  errors.throwIfAny();
  return { timestamp: time };
}
