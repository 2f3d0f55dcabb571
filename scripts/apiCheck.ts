/**
 * `npm run api-check -- [--base https://host/api/v1] [--user U] [--password P]`: signs in against a
 * server (by default the mock API, started on a free port), reads every GET the signed-in user can
 * reach from its own data that the app reads by a schema (docs/decisions/033-answers-at-the-door.md),
 * and prints a table: path, status, time, and 'valid' or the first deviations (field, expected,
 * got). It never writes. Exit code 1 on any deviation or failed call. What a team connecting the
 * portal to the real server runs first; CI runs it against the mock for a manager and a client.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';

import { deviationOf, kindOf, MAX_DEVIATIONS, type Deviation } from '../src/api/readAnswer';
import { ACCOUNT_PATHS } from '../src/contract/account';
import { managerProfileSchema } from '../src/contract/account.answers';
import { AGREEMENT_PATHS } from '../src/contract/agreement';
import { agreementTextSchema } from '../src/contract/agreement.answers';
import { LANGUAGE_CODE, ROLE } from '../src/contract/common';
import { DOCUMENT_PATHS } from '../src/contract/documents';
import { documentsSchema } from '../src/contract/documents.answers';
import { META_PATHS, VERSION_PATH } from '../src/contract/meta';
import { fieldsMetaSchema, labelsAndEnumsSchema, versionSchema } from '../src/contract/meta.answers';
import { monthOf, shiftMonth } from '../src/contract/month';
import { OPPORTUNITY_PATHS } from '../src/contract/opportunities';
import {
  newsSchema,
  offersSchema,
  opportunitiesSchema,
  opportunitySchema,
} from '../src/contract/opportunities.answers';
import { PLACEMENT_PATHS } from '../src/contract/placements';
import { placementOverviewSchema, placementsSchema } from '../src/contract/placements.answers';
import { PROJECT_PATHS } from '../src/contract/projects';
import { projectSchema, projectsSchema } from '../src/contract/projects.answers';
import { CV_PATHS } from '../src/contract/resume';
import { publicCvSchema, resumeSchema } from '../src/contract/resume.answers';
import { SESSION_PATHS } from '../src/contract/session';
import { loginResponseSchema, videoUrlsSchema } from '../src/contract/session.answers';
import { startMockApi } from './mockApi.mjs';
import { runScript } from './runScript.mjs';

const DEMO_USER = 'manager@demo.test';
const DEMO_PASSWORD = 'Interim#2026';
/** The months of each placement read by default: this one and the one before it. */
const MONTHS_BACK = 1;

export interface CheckedRead {
  path: string;
  status: number;
  ms: number;
  deviations: Deviation[];
}

interface Check {
  base: string;
  user: string;
  password: string;
  /** How many months before this one each placement's overview is read for. */
  monthsBack?: number;
}

/** Signs in and reads what the user can reach, each answer by its schema. */
export async function checkApi({
  base,
  user,
  password,
  monthsBack = MONTHS_BACK,
}: Check): Promise<{ role: string; reads: CheckedRead[] }> {
  const login = await fetch(`${base}${SESSION_PATHS.login.build()}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: user, password }),
  });
  if (!login.ok) throw new Error(`signing in as ${user} failed: HTTP ${login.status}`);
  const session = v.parse(loginResponseSchema, await login.json());
  const reads: CheckedRead[] = [];

  /** `fromRoot`: a path beside the API base (`/api/version`). */
  async function read<TSchema extends v.GenericSchema>(path: string, schema: TSchema, fromRoot = false) {
    const started = performance.now();
    const reply = await fetch(`${fromRoot ? new URL(base).origin : base}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${session.accessToken}` },
    });
    const answer: unknown = await reply.json().catch(() => undefined);
    const ms = Math.round(performance.now() - started);
    if (!reply.ok) {
      reads.push({ path, status: reply.status, ms, deviations: [] });
      return undefined;
    }
    const result = v.safeParse(schema, answer);
    const deviations = result.success ? unknownFields(schema, answer) : result.issues.map(deviationOf);
    reads.push({ path, status: reply.status, ms, deviations });
    return result.success ? result.output : undefined;
  }

  const lang = session.communicationLanguage === LANGUAGE_CODE.EN ? 'en' : 'de';
  await read(`${VERSION_PATH}`, versionSchema, true);
  await read(META_PATHS.labelsAndEnums.build(lang), labelsAndEnumsSchema);
  await read(META_PATHS.welcomeVideos.build(), videoUrlsSchema);
  if (session.role === ROLE.MANAGER) {
    const profile = await read(ACCOUNT_PATHS.manager.build(), managerProfileSchema);
    if (profile) await read(CV_PATHS.managerCv.build(profile.personalDetails.manager_id), resumeSchema);
    await read(META_PATHS.fieldsMeta.build(), fieldsMetaSchema);
    for (const path of [AGREEMENT_PATHS.agreementText, AGREEMENT_PATHS.protectionText, AGREEMENT_PATHS.ndaText])
      await read(path.build(lang), agreementTextSchema);
    await read(DOCUMENT_PATHS.documents.build(), documentsSchema);
    // An opportunity's details open once its NDA is accepted (403 nda_required before).
    const opportunities = (await read(OPPORTUNITY_PATHS.opportunities.build(), opportunitiesSchema)) ?? [];
    for (const { id, candidate } of opportunities) {
      if (candidate.nda) await read(OPPORTUNITY_PATHS.opportunity.build(id), opportunitySchema);
    }
    await read(OPPORTUNITY_PATHS.offers.build(), offersSchema);
    await read(OPPORTUNITY_PATHS.newsAndEvents.build(), newsSchema);
    const placements = (await read(PLACEMENT_PATHS.placements.build(), placementsSchema)) ?? [];
    for (const { id } of placements) {
      for (let back = 0; back <= monthsBack; back += 1) {
        const { year, month } = shiftMonth(monthOf(new Date()), -back);
        await read(PLACEMENT_PATHS.monthOverview.build(id, year, month), placementOverviewSchema);
      }
    }
  }
  if (session.role === ROLE.CLIENT) {
    const projects = (await read(PROJECT_PATHS.projects.build(), projectsSchema)) ?? [];
    for (const { id, candidates } of projects) {
      await read(PROJECT_PATHS.project.build(id), projectSchema);
      for (const candidate of candidates) await read(CV_PATHS.candidateCv.build(candidate.id), publicCvSchema);
    }
  }
  return { role: session.role, reads };
}

/** What the walk below needs of a valibot schema: the parts that hold other schemas. */
interface SchemaParts {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  /** A union's schemas (a picklist's options are values, not schemas). */
  options?: unknown[];
  value?: v.GenericSchema;
  pipe?: [v.GenericSchema, ...unknown[]];
}

/**
 * Fields of a valid answer that its schema does not name. The app drops them (a server may add
 * fields), but the check names them: a field the server renamed reads as absent where the contract
 * allows absence, and only its new name shows that it moved.
 */
export function unknownFields(schema: v.GenericSchema, value: unknown, at: string[] = []): Deviation[] {
  const parts = schema as unknown as SchemaParts;
  const base = parts.pipe ? (parts.pipe[0] as unknown as SchemaParts) : parts;
  if (value === null || value === undefined) return [];
  if (base.wrapped) return unknownFields(base.wrapped, value, at);
  if (base.options && base.type !== 'picklist') {
    const matching = (base.options as v.GenericSchema[]).find((option) => v.is(option, value));
    return matching ? unknownFields(matching, value, at) : [];
  }
  if (base.item && Array.isArray(value))
    return value.flatMap((item, index) => unknownFields(base.item!, item, [...at, String(index)]));
  if (typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  if (base.value)
    return Object.entries(object).flatMap(([key, item]) => unknownFields(base.value!, item, [...at, key]));
  if (!base.entries) return [];
  const entries = base.entries;
  return Object.entries(object).flatMap(([key, item]) =>
    key in entries
      ? unknownFields(entries[key]!, item, [...at, key])
      : [{ field: [...at, key].join('.'), expected: 'no such field', got: kindOf(item) }],
  );
}

export const passed = (reads: CheckedRead[]) =>
  reads.every((each) => each.status >= 200 && each.status < 300 && each.deviations.length === 0);

/** The table, one row per read; the first deviations of an answer on its row. */
export function table(reads: CheckedRead[]): string {
  const rows = reads.map(({ path, status, ms, deviations }) => [
    path,
    String(status),
    `${ms} ms`,
    status >= 300
      ? 'failed'
      : deviations.length === 0
        ? 'valid'
        : deviations
            .slice(0, MAX_DEVIATIONS)
            .map(({ field, expected, got }) => `${field}: expected ${expected}, got ${got}`)
            .join('; ') + (deviations.length > MAX_DEVIATIONS ? ` (+${deviations.length - MAX_DEVIATIONS})` : ''),
  ]);
  const header = ['path', 'status', 'time', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' } },
  });
  const mock = values.base ? undefined : await startMockApi();
  try {
    const base = values.base ?? `${mock!.origin}/api/v1`;
    const user = values.user ?? DEMO_USER;
    const { role, reads } = await checkApi({ base, user, password: values.password ?? DEMO_PASSWORD });
    console.log(`${base} as ${user} (${role}): ${reads.length} answers read by their schemas`);
    if (reads.length === 0) console.log(`No answer of the ${role} role has a schema yet.`);
    else console.log(table(reads));
    const ok = passed(reads);
    console.log(ok ? 'All answers follow the contract.' : 'Some answers do not follow the contract (above).');
    return ok ? 0 : 1;
  } finally {
    mock?.close();
  }
}

if (process.argv[1]?.endsWith('apiCheck.ts')) runScript(main);
