import { HttpResponse, type HttpHandler } from 'msw';

import { ERROR_CODE } from '../../src/contract/common';
import { PROJECT_PATHS, type Project } from '../../src/contract/projects';
import { withClient } from '../auth/rules';
import { pdfResponse, renderStatusReportPdf } from '../pdf/files';
import { ApiError } from '../shared/errors';
import { parseLang, readJsonObject, today } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { candidatePhotoPng } from './photo';
import {
  assertFeedbackOpen,
  findCandidate,
  findOwnProject,
  projectsOf,
  readFeedback,
  storeFeedback,
  toProject,
} from './rules';

/**
 * The client projects (docs/decisions/005-unnamed-calls.md and 016-extra-paths.md): a signed-in client
 * contact's own projects only (a manager is 403; another client's project is 404). The project
 * documents are downloaded through `GET /manager/documents/{id}/file` (documents/handlers.ts),
 * the candidates' CVs through `GET /manager/candidates/{candidateId}/cv` (resume/handlers.ts).
 */

const listProjects = route(
  'get',
  apiUrl(PROJECT_PATHS.projects),
  withClient(({ client }) => {
    const response: Project[] = projectsOf(client.id);
    return HttpResponse.json(response);
  }),
);

const getProject = route(
  'get',
  apiUrl(PROJECT_PATHS.project),
  withClient(({ client, params }) => {
    const response: Project = toProject(findOwnProject(client.id, params.id ?? ''));
    return HttpResponse.json(response);
  }),
);

/**
 * A generated portrait (projects/photo.ts), fetched with the bearer header
 * (docs/decisions/012-files-with-bearer.md); 404 without a photo.
 */
const candidatePhoto = route(
  'get',
  apiUrl(PROJECT_PATHS.candidatePhoto),
  withClient(({ client, params }) => {
    const candidate = findCandidate(findOwnProject(client.id, params.id ?? ''), params.candidateId ?? '');
    if (!candidate.photo) throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'This candidate has no photo');
    return new HttpResponse(candidatePhotoPng(candidate.id), {
      headers: { 'Content-Type': 'image/png' },
    });
  }),
);

/** The project and the candidate (404), feedback still open (409), then the body (400): answers the whole project. */
const giveFeedback = route(
  'put',
  apiUrl(PROJECT_PATHS.candidateFeedback),
  withClient(async ({ request, client, params }) => {
    const project = findOwnProject(client.id, params.id ?? '');
    const candidate = findCandidate(project, params.candidateId ?? '');
    assertFeedbackOpen(project);
    storeFeedback(candidate, readFeedback(await readJsonObject(request)));
    const response: Project = toProject(project);
    return HttpResponse.json(response);
  }),
);

/** A file name without characters a header or a file system may choke on. */
const fileNamePart = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '');

/** The one-page status report in de or en (the `timestamp` query is ignored); an unknown project is 404 before a bad language is 400. */
const statusReport = route(
  'get',
  apiUrl(PROJECT_PATHS.statusReport),
  withClient(async ({ client, params }) => {
    const project = toProject(findOwnProject(client.id, params.id ?? ''));
    const lang = parseLang(params.language);
    const bytes = await renderStatusReportPdf({ project, lang, now: new Date(Date.now()) });
    const title = lang === 'de' ? 'Statusbericht' : 'Status_report';
    return pdfResponse(bytes, `${title}_${fileNamePart(project.jobTitle)}_${today()}.pdf`);
  }),
);

export const projectsHandlers: HttpHandler[] = [listProjects, getProject, candidatePhoto, giveFeedback, statusReport];
