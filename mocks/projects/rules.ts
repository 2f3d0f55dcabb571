import { ERROR_CODE } from '../../src/contract/common';
import {
  canGiveFeedback,
  PROJECT_API_ERROR,
  validateFeedback,
  type CandidateFeedback,
  type CandidateFeedbackRequest,
  type Project,
  type ProjectDocument,
} from '../../src/contract/projects';
import { db } from '../db';
import { labelFor } from '../meta/labels';
import type { DbProject, DbProjectCandidate } from '../model';
import { ApiError } from '../shared/errors';
import { text, validationError, type Body } from '../shared/requests';
import { heading, list, paragraph, type TextBlock, type TextDocument } from '../shared/textDocument';

/**
 * The server rules of the client projects (docs/decisions/005-unnamed-calls.md and 016-extra-paths.md):
 * a client contact sees only their own projects, and another client's project, a candidate
 * that is not in the project or a document of none of their projects is as unknown as a
 * made-up id (404). Feedback is open until 'Review candidates' (contract: canGiveFeedback).
 */

function notFound(message: string): ApiError {
  return new ApiError(404, ERROR_CODE.NOT_FOUND, message);
}

/** The contract's `Project`: the record without the store's own fields. */
export function toProject(project: DbProject): Project {
  const { clientUserId: _clientUserId, candidates, ...rest } = structuredClone(project);
  return { ...rest, candidates: candidates.map(({ managerId: _managerId, ...candidate }) => candidate) };
}

/** The caller's projects, whole, in the order the provider keeps them. */
export function projectsOf(clientUserId: string): Project[] {
  return db.projects.filter((each) => each.clientUserId === clientUserId).map(toProject);
}

export function findOwnProject(clientUserId: string, id: string): DbProject {
  const project = db.projects.find((each) => each.id === id && each.clientUserId === clientUserId);
  if (!project) throw notFound('No such project');
  return project;
}

export function findCandidate(project: DbProject, candidateId: string): DbProjectCandidate {
  const candidate = project.candidates.find((each) => each.id === candidateId);
  if (!candidate) throw notFound('No such candidate in this project');
  return candidate;
}

/** 409 feedback_closed once the project has passed 'Review candidates' (status 300). */
export function assertFeedbackOpen(project: DbProject): void {
  if (!canGiveFeedback(project.status)) {
    throw new ApiError(
      409,
      PROJECT_API_ERROR.FEEDBACK_CLOSED,
      'This project has passed the review of candidates: its feedback is fixed',
    );
  }
}

/**
 * `PUT …/feedback`: the contract's rule (validateFeedback, written once for the form and the
 * server); texts trimmed, a missing decision is none (null). 400 validation with its fields.
 */
export function readFeedback(body: Body): CandidateFeedbackRequest {
  const request: CandidateFeedbackRequest = {
    // Any other value (a number, an unknown word) fails validateFeedback's `oneOf`, which only compares it.
    decision: (body.decision ?? null) as CandidateFeedbackRequest['decision'],
    reason: text(body, 'reason'),
    comment: text(body, 'comment'),
  };
  const errors = validateFeedback(request);
  if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
  return request;
}

export function storeFeedback(candidate: DbProjectCandidate, request: CandidateFeedbackRequest): void {
  const feedback: CandidateFeedback = { ...request, updatedAt: new Date(Date.now()).toISOString() };
  candidate.feedback = feedback;
}

// ---------------------------------------------------------------- documents

/**
 * A document of one of the client's projects (`GET /manager/documents/{id}/file` is
 * also the project attachment download); any other id is 404 for a client.
 */
export function findClientDocument(
  clientUserId: string,
  documentId: string,
): { project: DbProject; document: ProjectDocument } {
  for (const project of db.projects) {
    if (project.clientUserId !== clientUserId) continue;
    const document = project.documents.find((each) => each.id === documentId);
    if (document) return { project, document };
  }
  throw notFound('No such document');
}

const decodeEntities = (value: string) =>
  value
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const plain = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The paragraphs and lists of a stored rich text (p, ul, li) as blocks of a text document. */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const match of html.matchAll(/<p>([\s\S]*?)<\/p>|<ul>([\s\S]*?)<\/ul>/g)) {
    if (match[1] !== undefined) blocks.push(paragraph(plain(match[1])));
    else if (match[2] !== undefined)
      blocks.push(list(...[...match[2].matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => plain(item[1] ?? ''))));
  }
  return blocks;
}

/**
 * The demo keeps no bytes for the projects' documents: a download makes a real PDF naming the
 * document and giving the project's facts and texts.
 */
export function projectDocumentText(project: DbProject, document: ProjectDocument): TextDocument {
  const facts = [
    `Unternehmen: ${project.companyName}, ${project.city}`,
    `Position: ${project.jobTitle}`,
    `Vertragsart: ${labelFor('contractTypes', project.contractType, 'de') || project.contractType}`,
    project.plannedPlacementArt && `Geplante Besetzung: ${project.plannedPlacementArt}`,
    project.reporting && `Berichtet an: ${project.reporting}`,
    project.operationalArea && `Verantwortungsbereich: ${project.operationalArea}`,
    project.jobLocation && `Arbeitsort: ${project.jobLocation}`,
  ].filter((fact): fact is string => Boolean(fact));
  const description = htmlBlocks(project.description);
  const company = htmlBlocks(project.companyDescription);
  return {
    title: `${document.name.replace(/\.pdf$/i, '').replace(/_/g, ' ')}: ${project.jobTitle}`,
    blocks: [
      heading('Eckdaten'),
      list(...facts),
      ...(description.length > 0 ? [heading('Die Position'), ...description] : []),
      ...(company.length > 0 ? [heading('Das Unternehmen'), ...company] : []),
      paragraph(
        'Demo-Dokument des Portals: Die Demodaten enthalten keine Dateien; diese Seite steht für das Dokument.',
      ),
    ],
  };
}
