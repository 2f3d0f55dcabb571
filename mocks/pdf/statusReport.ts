import { parseISO } from 'date-fns';

import type { Lang } from '../../src/contract/common';
import { localeOf } from '../../src/contract/formats';
import {
  PROJECT_STATUS,
  PROJECT_STEPS,
  projectStepIndex,
  type Project,
  type ProjectCandidate,
} from '../../src/contract/projects';
import { labelFor } from '../meta/labels';
import type { PdfBlock, PdfDocument } from './draw';

/**
 * The status report of a client project (designed: `GET /client/projects/{id}/status-report/{language}`):
 * one page with the project's facts and stage, then its candidates with the client's marks.
 * Loaded by mocks/pdf/files.ts only when asked for.
 */

export interface StatusReportInput {
  project: Project;
  lang: Lang;
  /** The day the report is made. */
  now: Date;
}

const WORDS = {
  de: {
    title: 'Statusbericht',
    asOf: 'Stand',
    project: 'Das Projekt',
    position: 'Position',
    company: 'Unternehmen',
    place: 'Ort',
    contractType: 'Vertragsart',
    function: 'Funktion',
    status: 'Status',
    since: 'seit',
    candidates: 'Kandidatinnen und Kandidaten',
    noCandidates: 'Für dieses Projekt werden noch keine Kandidaten vorgestellt.',
    chosen: 'gewählt',
    hired: 'eingestellt',
    mark: 'Ihre Einschätzung',
    reason: 'Grund',
    comment: 'Ihr Kommentar',
    noFeedback: 'Noch keine Rückmeldung von Ihnen.',
    changedOn: 'Zuletzt geändert am',
    decisions: { interested: 'Interessiert', notAFit: 'Passt nicht', interview: 'Gespräch gewünscht' },
    steps: {
      draft: 'Entwurf',
      searchInProgress: 'Suche läuft',
      candidatesFound: 'Kandidaten gefunden',
      reviewCandidates: 'Kandidaten prüfen',
      mandateInPreparation: 'Mandat in Vorbereitung',
      mandateOngoing: 'Mandat läuft',
      mandateTerminated: 'Mandat beendet',
    },
    /** The demo's own codes outside the steps (projects/fixtures.ts DEMO_OTHER_STATUS). */
    otherStatus: { 700: 'Pausiert', 900: 'Abgebrochen' },
    unknownStatus: 'Status',
  },
  en: {
    title: 'Status report',
    asOf: 'As of',
    project: 'The project',
    position: 'Position',
    company: 'Company',
    place: 'Place',
    contractType: 'Contract type',
    function: 'Function',
    status: 'Status',
    since: 'since',
    candidates: 'Candidates',
    noCandidates: 'No candidates have been presented for this project yet.',
    chosen: 'elected',
    hired: 'hired',
    mark: 'Your assessment',
    reason: 'Reason',
    comment: 'Your comment',
    noFeedback: 'No feedback from you yet.',
    changedOn: 'Last changed on',
    decisions: { interested: 'Interested', notAFit: 'Not a fit', interview: 'Interview requested' },
    steps: {
      draft: 'Draft',
      searchInProgress: 'Search in progress',
      candidatesFound: 'Candidates found',
      reviewCandidates: 'Review candidates',
      mandateInPreparation: 'Mandate in preparation',
      mandateOngoing: 'Mandate ongoing',
      mandateTerminated: 'Mandate terminated',
    },
    otherStatus: { 700: 'On hold', 900: 'Cancelled' },
    unknownStatus: 'Status',
  },
} as const;

const dateFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'long', year: 'numeric' });

/** The step name of a status in the language (step status / 100), or the demo's own word. */
export function statusWords(status: number, lang: Lang): string {
  const words = WORDS[lang];
  const index = projectStepIndex(status);
  const step = index === null ? undefined : PROJECT_STEPS[index];
  const other: Readonly<Record<number, string>> = words.otherStatus;
  return step ? words.steps[step] : (other[status] ?? `${words.unknownStatus} ${status}`);
}

function candidateBlocks(candidate: ProjectCandidate, status: number, lang: Lang): PdfBlock[] {
  const words = WORDS[lang];
  const date = (iso: string) => dateFormat(lang).format(parseISO(iso));
  const chosen = candidate.isChosen ? ` (${status === PROJECT_STATUS.HIRED ? words.hired : words.chosen})` : '';
  const place = [candidate.city, labelFor('countries', candidate.country, lang)].filter(Boolean).join(', ');
  const blocks: PdfBlock[] = [{ type: 'strong', text: `${candidate.name}${chosen}` }];
  if (place) blocks.push({ type: 'meta', text: place });
  const feedback = candidate.feedback;
  if (!feedback || (!feedback.decision && !feedback.comment)) {
    blocks.push({ type: 'paragraph', text: words.noFeedback });
    return blocks;
  }
  const items = [
    feedback.decision ? `${words.mark}: ${words.decisions[feedback.decision]}` : '',
    feedback.reason ? `${words.reason}: ${feedback.reason}` : '',
    feedback.comment ? `${words.comment}: ${feedback.comment}` : '',
  ].filter(Boolean);
  blocks.push({ type: 'list', items: [...items, `${words.changedOn} ${date(feedback.updatedAt)}`] });
  return blocks;
}

export function statusReportDocument({ project, lang, now }: StatusReportInput): PdfDocument {
  const words = WORDS[lang];
  const date = (value: Date) => dateFormat(lang).format(value);
  const label = (list: string, code: string) => labelFor(list, code, lang) || code;
  const place = [project.city, labelFor('countries', project.country, lang)].filter(Boolean).join(', ');
  const facts = [
    `${words.position}: ${project.jobTitle}`,
    `${words.company}: ${project.companyName}`,
    place ? `${words.place}: ${place}` : '',
    project.contractType ? `${words.contractType}: ${label('contractTypes', project.contractType)}` : '',
    project.function ? `${words.function}: ${label('functions', project.function)}` : '',
    `${words.status}: ${statusWords(project.status, lang)} (${words.since} ${date(parseISO(project.statusSince))})`,
  ].filter(Boolean);
  const candidates = project.candidates.flatMap((candidate) => candidateBlocks(candidate, project.status, lang));
  return {
    title: `${words.title}: ${project.jobTitle}`,
    subtitle: `${project.companyName} · ${words.asOf} ${date(now)}`,
    blocks: [
      { type: 'heading', text: words.project },
      { type: 'list', items: facts },
      { type: 'heading', text: `${words.candidates} (${project.candidates.length})` },
      ...(candidates.length > 0 ? candidates : [{ type: 'paragraph', text: words.noCandidates } as const]),
    ],
  };
}
