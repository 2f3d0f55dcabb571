import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

import { ERROR_CODE } from '@/contract/common';
import { DOCUMENT_PATHS } from '@/contract/documents';
import {
  CANDIDATE_DECISION,
  FEEDBACK_ERROR,
  FEEDBACK_LIMITS,
  PROJECT_API_ERROR,
  PROJECT_PATHS,
  PROJECT_STATUS,
  PROJECT_TABS,
  projectTabOf,
  type CandidateFeedbackRequest,
  type Project,
} from '@/contract/projects';
import { CV_PATHS, type PublicCv, type Resume } from '@/contract/resume';
import { DEMO_EMAIL } from '@mocks/auth/fixtures';
import { db } from '@mocks/db';
import {
  CLIENT_CANDIDATE_ID as CAND,
  CLIENT2_PROJECT_ID,
  DEMO_OTHER_STATUS,
  CLIENT_DOCUMENT_ID as DOC,
  CLIENT_PROJECT_ID as PRJ,
} from '@mocks/projects/fixtures';

import { apiFetch, errorCode, freezeClock, login, putJson, startsWithPdfMagic } from './helpers';

/** The client projects: the mock's calls and demo data (docs/decisions/029-client-projects.md and 018-demo-data.md). */

async function token(email: string = DEMO_EMAIL.CLIENT): Promise<string> {
  return (await login(email)).accessToken;
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

const listProjects = (accessToken?: string) => apiFetch(PROJECT_PATHS.projects.build(), {}, accessToken);
const getProject = (id: string, accessToken?: string) => apiFetch(PROJECT_PATHS.project.build(id), {}, accessToken);
const photo = (id: string, candidateId: string, accessToken?: string) =>
  apiFetch(PROJECT_PATHS.candidatePhoto.build(id, candidateId), {}, accessToken);
const feedback = (id: string, candidateId: string, body: unknown, accessToken?: string) =>
  putJson(PROJECT_PATHS.candidateFeedback.build(id, candidateId), body, accessToken);
const statusReport = (id: string, language: string, accessToken?: string) =>
  apiFetch(`${PROJECT_PATHS.statusReport.build(id, language)}?timestamp=2026-05-04T10:00:00.000Z`, {}, accessToken);

async function projects(accessToken: string): Promise<Project[]> {
  return json<Project[]>(await listProjects(accessToken));
}

function projectIn(list: Project[], id: string): Project {
  const project = list.find((each) => each.id === id);
  if (!project) throw new Error(`no project ${id}`);
  return project;
}

const storedCandidate = (projectId: string, candidateId: string) =>
  db.projects.find((each) => each.id === projectId)?.candidates.find((each) => each.id === candidateId);

/** The text a pdf-lib page draws: its content streams inflated, the hex strings of `Tj` decoded (WinAnsi ≈ Latin-1 here). */
async function pdfText(bytes: ArrayBuffer): Promise<{ title: string | undefined; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: string;
    try {
      content = inflateSync(object.contents).toString('latin1');
    } catch {
      continue; // not a deflated stream (fonts and the like)
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = match[1] ?? '';
      lines.push(
        Array.from({ length: hex.length / 2 }, (_, index) =>
          String.fromCharCode(parseInt(hex.slice(index * 2, index * 2 + 2), 16)),
        ).join(''),
      );
    }
  }
  return { title: doc.getTitle(), text: lines.join(' ') };
}

const ALL_CLIENT_IDS = Object.values(PRJ);

// ---------------------------------------------------------------- who may call

describe('the client paths need a signed-in client contact', () => {
  it('answers 401 token without a bearer header', async () => {
    const response = await listProjects();
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe(ERROR_CODE.TOKEN);
  });

  it('refuses a manager every client call with 403 forbidden', async () => {
    const manager = await token(DEMO_EMAIL.MANAGER);
    const calls = [
      listProjects(manager),
      getProject(PRJ.CANDIDATES_200, manager),
      photo(PRJ.CANDIDATES_200, CAND.WENDT_200, manager),
      feedback(
        PRJ.CANDIDATES_200,
        CAND.HARTMANN_200,
        { decision: CANDIDATE_DECISION.INTERESTED, reason: '', comment: '' },
        manager,
      ),
      statusReport(PRJ.CANDIDATES_200, 'de', manager),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe(ERROR_CODE.FORBIDDEN);
    }
    expect(storedCandidate(PRJ.CANDIDATES_200, CAND.HARTMANN_200)?.feedback).toBeNull();
  });
});

// ---------------------------------------------------------------- list and detail

describe('GET /client/projects', () => {
  it('lists client@’s own projects, whole: candidates with their feedback, documents, no store fields', async () => {
    const list = await projects(await token());
    expect(list.map((each) => each.id).sort()).toEqual([...ALL_CLIENT_IDS].sort());
    const found = projectIn(list, PRJ.CANDIDATES_200);
    expect(found).toMatchObject({
      jobTitle: 'Interim-CFO (m/w/d)',
      companyName: 'Lechtal Verpackungen GmbH',
      status: PROJECT_STATUS.CANDIDATES_FOUND,
    });
    expect(found.documents.map((each) => each.name)).toEqual(['Stellenprofil.pdf', 'Organigramm.pdf']);
    expect(found.candidates.find((each) => each.id === CAND.WENDT_200)?.feedback).toMatchObject({
      decision: CANDIDATE_DECISION.INTERESTED,
    });
    expect(found).not.toHaveProperty('clientUserId');
    for (const candidate of list.flatMap((each) => each.candidates)) expect(candidate).not.toHaveProperty('managerId');
  });

  it('has every status the specification names and others, across all four tabs', async () => {
    const list = await projects(await token());
    const statuses = list.map((each) => each.status);
    expect(statuses).toEqual(
      expect.arrayContaining([100, 200, 300, 400, 500, 600, DEMO_OTHER_STATUS.PAUSED, DEMO_OTHER_STATUS.CANCELLED]),
    );
    expect(new Set(list.map((each) => projectTabOf(each.status)))).toEqual(new Set(PROJECT_TABS));
  });

  it('shows each status what the specification asks for: none while searching, a carousel, then the elected or hired one', async () => {
    const list = await projects(await token());
    const at = (id: string) => projectIn(list, id);
    expect(at(PRJ.DRAFT_100).candidates).toEqual([]);
    const found = at(PRJ.CANDIDATES_200).candidates;
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.length).toBeLessThanOrEqual(7);
    expect(found.filter((each) => each.photo).length).toBeGreaterThan(found.length / 2);
    expect(found.some((each) => !each.photo)).toBe(true);
    expect(found.some((each) => each.feedback !== null)).toBe(true);
    expect(found.some((each) => each.feedback === null)).toBe(true);
    expect(found.every((each) => !each.isChosen)).toBe(true);
    const review = at(PRJ.REVIEW_300).candidates;
    expect(review.filter((each) => each.isChosen).map((each) => each.id)).toEqual([CAND.SOMMER_300_CHOSEN]);
    expect(review.length).toBeGreaterThan(1);
    for (const id of [PRJ.MANDATE_PREPARATION_400, PRJ.MANDATE_ONGOING_500, PRJ.HIRED_600]) {
      expect(
        at(id).candidates.filter((each) => each.isChosen),
        id,
      ).toHaveLength(1);
    }
    expect(at(PRJ.MANDATE_ONGOING_500).candidates[0]).toMatchObject({
      id: CAND.BERGER_500,
      name: 'Dr. Katharina Berger',
    });
  });

  it('carries plausible, safe data: bilingual p/ul/li texts, data-URL logos, fictional contacts', async () => {
    const list = await projects(await token());
    expect(new Set(list.map((each) => each.clientNamed))).toEqual(new Set([true, false]));
    expect(new Set(list.map((each) => each.jobHolderInformed))).toEqual(new Set([true, false]));
    const onlyRichTags = (html: string) =>
      [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].every((tag) =>
        ['p', 'ul', 'li'].includes((tag[1] ?? '').toLowerCase()),
      );
    for (const project of list) {
      expect(onlyRichTags(project.description), project.id).toBe(true);
      expect(onlyRichTags(project.companyDescription), project.id).toBe(true);
      expect(project.logo === '' || project.logo.startsWith('data:image/svg+xml,'), project.id).toBe(true);
      expect(project.contactPhone === '' || project.contactPhone.startsWith('+49 '), project.id).toBe(true);
      expect(project.contactEmail, project.id).toMatch(/@[a-z.-]+\.example$/);
      expect(project.statusSince, project.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const candidate of project.candidates) {
        expect(candidate.executiveSummary.de, candidate.id).toMatch(/^<p>/);
        expect(candidate.executiveSummary.en, candidate.id).toMatch(/^<p>/);
        expect(
          onlyRichTags(candidate.executiveSummary.de) && onlyRichTags(candidate.executiveSummary.en),
          candidate.id,
        ).toBe(true);
      }
    }
    expect(list.some((each) => each.logo === '')).toBe(true);
    expect(list.some((each) => each.documents.length === 0)).toBe(true);
  });

  it('gives client2@ only its own projects', async () => {
    const list = await projects(await token(DEMO_EMAIL.CLIENT2));
    expect(list.map((each) => each.id).sort()).toEqual(Object.values(CLIENT2_PROJECT_ID).sort());
  });
});

describe('GET /client/projects/{id}', () => {
  it('answers one of the caller’s projects, whole', async () => {
    const project = await json<Project>(await getProject(PRJ.REVIEW_300, await token()));
    expect(project).toMatchObject({
      id: PRJ.REVIEW_300,
      status: PROJECT_STATUS.REVIEW,
      companyName: 'Brenner Medizintechnik GmbH',
    });
    expect(project.candidates.length).toBeGreaterThan(1);
  });

  it.each([
    ['client2@’s project', CLIENT2_PROJECT_ID.CANDIDATES_200],
    ['a made-up id', 'prj-nothing'],
  ])('answers 404 not_found for %s', async (_name, id) => {
    const response = await getProject(id, await token());
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('keeps client@’s projects from client2@ too', async () => {
    expect((await getProject(PRJ.CANDIDATES_200, await token(DEMO_EMAIL.CLIENT2))).status).toBe(404);
  });
});

// ---------------------------------------------------------------- photo

describe('GET /client/projects/{id}/candidates/{candidateId}/photo', () => {
  it('answers a PNG for a candidate with a photo', async () => {
    const response = await photo(PRJ.CANDIDATES_200, CAND.WENDT_200, await token());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it.each([
    ['a candidate without a photo', PRJ.CANDIDATES_200, CAND.BRANDAUER_200_NO_PHOTO],
    ['a candidate of another of the client’s projects', PRJ.CANDIDATES_200, CAND.SOMMER_300_CHOSEN],
    ['a candidate of client2@’s project', CLIENT2_PROJECT_ID.CANDIDATES_200, CAND.PAULSEN_CLIENT2],
  ])('answers 404 for %s', async (_name, projectId, candidateId) => {
    const response = await photo(projectId, candidateId, await token());
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });
});

// ---------------------------------------------------------------- feedback

describe('PUT /client/projects/{id}/candidates/{candidateId}/feedback', () => {
  afterEach(() => vi.useRealTimers());

  it('stores the feedback with its time, trimmed, and answers the whole project', async () => {
    const now = new Date(2026, 4, 4, 11, 30).getTime();
    freezeClock(now);
    const body: CandidateFeedbackRequest = {
      decision: CANDIDATE_DECISION.NOT_A_FIT,
      reason: '  Kein Branchenbezug  ',
      comment: ' Bitte weitere Profile. ',
    };
    const project = await json<Project>(await feedback(PRJ.CANDIDATES_200, CAND.HARTMANN_200, body, await token()));
    expect(project.id).toBe(PRJ.CANDIDATES_200);
    expect(project.candidates).toHaveLength(6);
    const expected = {
      decision: 'notAFit',
      reason: 'Kein Branchenbezug',
      comment: 'Bitte weitere Profile.',
      updatedAt: new Date(now).toISOString(),
    };
    expect(project.candidates.find((each) => each.id === CAND.HARTMANN_200)?.feedback).toEqual(expected);
    const again = await json<Project>(await getProject(PRJ.CANDIDATES_200, await token()));
    expect(again.candidates.find((each) => each.id === CAND.HARTMANN_200)?.feedback).toEqual(expected);
  });

  it('takes a comment without a decision, and changes a mark at 300 (review)', async () => {
    const accessToken = await token();
    const onlyComment = await json<Project>(
      await feedback(
        PRJ.CANDIDATES_200,
        CAND.WENDT_200,
        { decision: null, reason: '', comment: 'Erst nach dem Urlaub.' },
        accessToken,
      ),
    );
    expect(onlyComment.candidates.find((each) => each.id === CAND.WENDT_200)?.feedback).toMatchObject({
      decision: null,
      comment: 'Erst nach dem Urlaub.',
    });
    const review = await json<Project>(
      await feedback(
        PRJ.REVIEW_300,
        CAND.EBNER_300,
        { decision: CANDIDATE_DECISION.INTERVIEW, reason: '', comment: '' },
        accessToken,
      ),
    );
    expect(review.candidates.find((each) => each.id === CAND.EBNER_300)?.feedback?.decision).toBe('interview');
  });

  it.each<[string, unknown, Record<string, string>]>([
    [
      'a reason without notAFit',
      { decision: 'interested', reason: 'Zu teuer', comment: '' },
      { reason: FEEDBACK_ERROR.REASON_ONLY_NOT_A_FIT },
    ],
    [
      'a comment over the limit',
      { decision: 'interview', reason: '', comment: 'x'.repeat(FEEDBACK_LIMITS.COMMENT + 1) },
      { comment: FEEDBACK_ERROR.MAX },
    ],
    [
      'a reason over the limit',
      { decision: 'notAFit', reason: 'x'.repeat(FEEDBACK_LIMITS.REASON + 1), comment: '' },
      { reason: FEEDBACK_ERROR.MAX },
    ],
    ['nothing to say', { decision: null, reason: '', comment: '   ' }, { decision: FEEDBACK_ERROR.EMPTY }],
    ['an empty body', {}, { decision: FEEDBACK_ERROR.EMPTY }],
    [
      'an unknown decision',
      { decision: 'maybe', reason: '', comment: '' },
      { decision: FEEDBACK_ERROR.DECISION_ONE_OF },
    ],
  ])('refuses %s with 400 validation and changes nothing', async (_name, body, fields) => {
    const before = structuredClone(storedCandidate(PRJ.CANDIDATES_200, CAND.WENDT_200)?.feedback);
    expect(before).toMatchObject({ decision: CANDIDATE_DECISION.INTERESTED });
    const response = await feedback(PRJ.CANDIDATES_200, CAND.WENDT_200, body, await token());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: ERROR_CODE.VALIDATION, message: expect.any(String), fields });
    expect(storedCandidate(PRJ.CANDIDATES_200, CAND.WENDT_200)?.feedback).toEqual(before);
  });

  it.each([
    ['400 (mandate in preparation)', PRJ.MANDATE_PREPARATION_400],
    ['600 (hired)', PRJ.HIRED_600],
    ['700 (another status)', PRJ.PAUSED_700],
  ])('answers 409 feedback_closed after review, at %s, with nothing changed', async (_name, projectId) => {
    const project = db.projects.find((each) => each.id === projectId);
    const candidate = project?.candidates[0];
    const before = structuredClone(candidate?.feedback);
    // A valid body, and an invalid one: the closed project answers first.
    for (const body of [
      { decision: 'interested', reason: '', comment: 'Noch einmal.' },
      { decision: null, reason: 'x', comment: '' },
    ]) {
      const response = await feedback(projectId, candidate?.id ?? '', body, await token());
      expect(response.status).toBe(409);
      expect(await errorCode(response)).toBe(PROJECT_API_ERROR.FEEDBACK_CLOSED);
    }
    expect(candidate?.feedback).toEqual(before);
  });

  it.each([
    ['client2@’s project', CLIENT2_PROJECT_ID.CANDIDATES_200, CAND.PAULSEN_CLIENT2],
    ['a candidate not in the project', PRJ.CANDIDATES_200, CAND.SOMMER_300_CHOSEN],
    ['a made-up candidate', PRJ.CANDIDATES_200, 'cand_nobody'],
  ])('answers 404 for %s', async (_name, projectId, candidateId) => {
    const response = await feedback(
      projectId,
      candidateId,
      { decision: 'interested', reason: '', comment: '' },
      await token(),
    );
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });
});

// ---------------------------------------------------------------- status report

describe('GET /client/projects/{id}/status-report/{language}', () => {
  it('answers a real one-page PDF in German with the facts, the stage and the client’s marks', async () => {
    const response = await statusReport(PRJ.CANDIDATES_200, 'de', await token());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /Statusbericht_Interim-CFO_m_w_d_\d{4}-\d{2}-\d{2}\.pdf/,
    );
    const bytes = await response.arrayBuffer();
    expect(startsWithPdfMagic(bytes)).toBe(true);
    const { title, text } = await pdfText(bytes);
    expect(title).toBe('Statusbericht: Interim-CFO (m/w/d)');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    for (const words of [
      'Interim-CFO (m/w/d)',
      'Lechtal Verpackungen GmbH',
      'Augsburg',
      'Interim-Mandat',
      'Kandidaten gefunden',
      'Dr. Andreas Wendt',
      'Interessiert',
      'Passt nicht',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Zu wenig Erfahrung mit Finanzinvestoren');
  });

  it('speaks English, and shows feedback just given', async () => {
    const accessToken = await token();
    await feedback(
      PRJ.REVIEW_300,
      CAND.EBNER_300,
      { decision: 'notAFit', reason: 'Relocation not possible', comment: '' },
      accessToken,
    );
    const response = await statusReport(PRJ.REVIEW_300, 'en', accessToken);
    const { title, text } = await pdfText(await response.arrayBuffer());
    expect(title).toBe('Status report: Kaufmännischer Geschäftsführer (m/w/d)');
    for (const words of [
      'Permanent employment',
      'Review candidates',
      'Dr. Nicole Sommer (elected)',
      'Not a fit',
      'Relocation not possible',
    ])
      expect(text).toContain(words);
  });

  it('names the stage of a draft and of a status outside the steps', async () => {
    const accessToken = await token();
    expect((await pdfText(await (await statusReport(PRJ.DRAFT_100, 'en', accessToken)).arrayBuffer())).text).toContain(
      'Search in progress',
    );
    expect(
      (await pdfText(await (await statusReport(PRJ.CANCELLED_900, 'de', accessToken)).arrayBuffer())).text,
    ).toContain('Abgebrochen');
  });

  it('answers 404 for client2@’s project and 400 for a language other than de or en', async () => {
    const accessToken = await token();
    const foreign = await statusReport(CLIENT2_PROJECT_ID.CANDIDATES_200, 'de', accessToken);
    expect(foreign.status).toBe(404);
    const french = await statusReport(PRJ.CANDIDATES_200, 'fr', accessToken);
    expect(french.status).toBe(400);
    expect(await errorCode(french)).toBe(ERROR_CODE.VALIDATION);
  });
});

// ---------------------------------------------------------------- documents

describe('GET /manager/documents/{id}/file for a client contact (project attachment download)', () => {
  const download = (documentId: string, accessToken: string) =>
    apiFetch(DOCUMENT_PATHS.documentFile.build(documentId), {}, accessToken);

  it('answers a real PDF of one of the client’s projects', async () => {
    const response = await download(DOC.LECHTAL_ORG_CHART, await token());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Organigramm.pdf');
    const bytes = await response.arrayBuffer();
    expect(startsWithPdfMagic(bytes)).toBe(true);
    const { title, text } = await pdfText(bytes);
    expect(title).toBe('Organigramm: Interim-CFO (m/w/d)');
    expect(text).toContain('Lechtal Verpackungen GmbH');
  });

  it.each([
    ['client2@’s document', DOC.HANSE_PROFILE],
    ['a manager’s document', 'doc_seed_cv_de'],
    ['a made-up id', 'pdoc-nothing'],
  ])('answers 404 for %s', async (_name, documentId) => {
    const response = await download(documentId, await token());
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(ERROR_CODE.NOT_FOUND);
  });

  it('serves client2@ its own document, and keeps project documents from managers', async () => {
    expect((await download(DOC.HANSE_PROFILE, await token(DEMO_EMAIL.CLIENT2))).status).toBe(200);
    const manager = await download(DOC.LECHTAL_PROFILE, await token(DEMO_EMAIL.MANAGER));
    expect(manager.status).toBe(404);
  });
});

// ---------------------------------------------------------------- the candidates' CVs

describe('GET /manager/candidates/{candidateId}/cv for the projects’ candidates', () => {
  it('answers a bilingual CV for every candidate of every demo project, without any contact details', async () => {
    const clients = [await token(), await token(DEMO_EMAIL.CLIENT2)];
    const candidates = (
      await Promise.all(
        clients.map(async (clientToken) =>
          (await projects(clientToken)).flatMap((project) =>
            project.candidates.map((candidate) => ({ candidate, clientToken })),
          ),
        ),
      )
    ).flat();
    expect(candidates.length).toBeGreaterThanOrEqual(18);
    for (const { candidate, clientToken } of candidates) {
      const cv = await json<PublicCv>(await apiFetch(CV_PATHS.candidateCv.build(candidate.id), {}, clientToken));
      const { personalDetails: details } = cv;
      expect(`${details.firstName} ${details.lastName}`, candidate.id).toBe(
        candidate.name.split(' ').slice(-2).join(' '),
      );
      expect(cv.executiveSummary, candidate.id).toEqual(candidate.executiveSummary);
      expect(cv.workExperience.length, candidate.id).toBeGreaterThan(0);
      expect(cv.education.length, candidate.id).toBeGreaterThan(0);
      expect(
        cv.workExperience.every((each) => each.name.de !== '' && each.name.en !== ''),
        candidate.id,
      ).toBe(true);
      // The public CV's personal details: the name and the place, nothing to reach the candidate by.
      expect(Object.keys(details).sort(), candidate.id).toEqual([
        'firstName',
        'lastName',
        'primaryAddress',
        'salutation',
        'title',
      ]);
      expect(Object.keys(details.primaryAddress).sort(), candidate.id).toEqual(['city', 'country']);
      // No e-mail address or phone number anywhere, the referees' included.
      const whole = JSON.stringify(cv);
      expect(whole, candidate.id).not.toMatch(/@/);
      expect(whole, candidate.id).not.toMatch(/\+\d{2} \d{2,3} \d{3}/);
    }
  });

  it("does not answer a signed-in client the CV of another client's candidate (404)", async () => {
    const [candidate] = (await projects(await token(DEMO_EMAIL.CLIENT2))).flatMap((project) => project.candidates);
    if (!candidate) throw new Error('client2 has no candidate');
    expect((await apiFetch(CV_PATHS.candidateCv.build(candidate.id), {}, await token())).status).toBe(404);
  });

  it('gives the contact data to the manager alone, in her own CV, not in the one she was sent as', async () => {
    const managerToken = await token(DEMO_EMAIL.MANAGER);
    const own = await json<Resume>(await apiFetch(CV_PATHS.managerCv.build('10427'), {}, managerToken));
    expect(own.personalDetails.emails.length).toBeGreaterThan(0);
    expect(own.workExperience.some((each) => (each.reference?.contactDetails ?? '').includes('@'))).toBe(true);
    const sent = await apiFetch(CV_PATHS.candidateCv.build(CAND.BERGER_500), {}, managerToken);
    expect(await sent.text()).not.toMatch(/@|"emails"|"contactDetails"/);
  });
});
