/**
 * The client projects' answers as the app reads them (src/contract/schema.ts;
 * docs/decisions/033-answers-at-the-door.md). A status the portal does not know is kept: the
 * project goes to the 'other' tab and its stepper shows no step.
 */
import * as v from 'valibot';

import { id, list, text } from './schema';

/** The client's mark on a candidate: interested, not a fit (with an optional reason), or an interview request. */
export const CANDIDATE_DECISION = { INTERESTED: 'interested', NOT_A_FIT: 'notAFit', INTERVIEW: 'interview' } as const;
export type CandidateDecision = (typeof CANDIDATE_DECISION)[keyof typeof CANDIDATE_DECISION];

/** A decision the portal does not know reads as none: the client can give theirs again. */
const decision = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) =>
    (Object.values(CANDIDATE_DECISION) as (string | null)[]).includes(value)
      ? (value as CandidateDecision | null)
      : null,
  ),
);

/** The client's feedback on a candidate as the server keeps it. */
export const candidateFeedbackSchema = v.object({
  decision,
  /** Why not a fit ('' otherwise or when not given). */
  reason: text,
  comment: text,
  /** ISO date-time of the last change. */
  updatedAt: text,
});
export type CandidateFeedback = v.InferOutput<typeof candidateFeedbackSchema>;

/** A candidate in a project. */
export const projectCandidateSchema = v.object({
  id,
  name: text,
  /** (designed) Whether the candidate has a photo: then `PROJECT_PATHS.candidatePhoto` answers it. */
  photo: v.nullish(v.boolean(), false),
  city: text,
  /** A country code of the labels and enums' `countries`. */
  country: text,
  /** Sanitized HTML (docs/decisions/011-server-html.md), per language (designed: the candidate's CV is bilingual). */
  executiveSummary: v.nullish(v.object({ de: text, en: text }), { de: '', en: '' }),
  /** The elected (300-500) or hired (600) candidate. */
  isChosen: v.nullish(v.boolean(), false),
  /** (designed) The client's feedback, null before any. */
  feedback: v.nullish(candidateFeedbackSchema, null),
});
export type ProjectCandidate = v.InferOutput<typeof projectCandidateSchema>;

/** A document of the project, downloaded with `GET /manager/documents/{id}/file`. */
export const projectDocumentSchema = v.object({ id, name: text });
export type ProjectDocument = v.InferOutput<typeof projectDocumentSchema>;

/**
 * A client's project. Texts as the provider keeps them (one language: the project's);
 * `description` and `companyDescription` are HTML (sanitized where shown; docs/decisions/011-server-html.md); codes
 * (contractType, function, industry, country) are label-and-enum codes; '' when unknown.
 */
export const projectSchema = v.object({
  id,
  status: v.pipe(v.number(), v.integer()),
  /** (designed) ISO date when the project reached its status (the status report names it). */
  statusSince: text,
  /** A CONTRACT_TYPE code (contract/resume.ts). */
  contractType: text,
  jobTitle: text,
  companyName: text,
  city: text,
  country: text,
  /** (designed) Whether the company has a logo: a data URL of an image ('' without one). */
  logo: text,
  candidates: list(projectCandidateSchema),
  plannedPlacementArt: text,
  function: text,
  /** Whether the client may be named to candidates. */
  clientNamed: v.nullish(v.boolean(), false),
  /** Whether the present job holder knows of the search. */
  jobHolderInformed: v.nullish(v.boolean(), false),
  contactPhone: text,
  contactEmail: text,
  industry: text,
  /** The spec's spelling. */
  businessPerfomance: text,
  reporting: text,
  operationalArea: text,
  jobLocation: text,
  description: text,
  companyDescription: text,
  documents: list(projectDocumentSchema),
});
export type Project = v.InferOutput<typeof projectSchema>;
export const projectsSchema = list(projectSchema);
