#!/usr/bin/env node
/**
 * Reading 24 months of time entries at the door (`npm run bench`, and alone: `node scripts/benchParse.mjs`):
 * a placement overview whose `months` hold 24 months, an entry on every weekday with working
 * times, a pause and a description of one to three sentences (about 520 entries, 280 KB of JSON),
 * read as the app reads an answer: `JSON.parse` of the text, then `v.safeParse` with the app's
 * `placementOverviewSchema` (src/contract/placements.answers.ts, loaded through tsx, so the schema
 * measured is the one the app ships). Each run reads the text afresh; one untimed read comes first,
 * as the browser cases load their page once before they measure.
 *
 * The budget (PARSE_BUDGET_MS) was chosen from measurements on this machine: medians of 9-18 ms
 * with a load of 6 on two shared cores (single reads 1-2 ms when nothing else runs), so 50 ms leaves
 * room for a busy machine and still fails a schema several times slower than today's.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import * as v from 'valibot';

import { runScript } from './runScript.mjs';

export const PARSE_MONTHS = 24;
export const PARSE_BUDGET_MS = 50;

const DESCRIPTIONS = [
  '<p>Liquiditätsplanung aktualisiert und mit der Hausbank abgestimmt.</p>',
  '<p>Wochenrunde mit den Werkleitern: Bestände und Auftragseingang besprochen; Maßnahmen für die Engpässe im Werk Süd festgelegt.</p>',
  '<ul><li>Monatsabschluss vorbereitet</li><li>Rückstellungen mit dem Rechnungswesen geprüft</li><li>Abweichungen kommentiert</li></ul>',
  '<p>Gespräch mit dem Betriebsrat zur neuen Schichtplanung; Protokoll erstellt und an die Geschäftsführung geschickt.</p>',
];

const pad = (value) => String(value).padStart(2, '0');

/** The overview of 24 months up to `now`'s month: an entry on every weekday, as the provider's server would send it. */
export function overviewOfMonths(now = new Date(), months = PARSE_MONTHS) {
  const byKey = {};
  let entries = 0;
  for (let back = months - 1; back >= 0; back -= 1) {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const year = first.getFullYear();
    const month = first.getMonth() + 1;
    const timeTracking = [];
    for (let day = 1; day <= new Date(year, month, 0).getDate(); day += 1) {
      const weekday = new Date(year, month - 1, day).getDay();
      if (weekday === 0 || weekday === 6) continue;
      timeTracking.push({
        date: `${year}-${pad(month)}-${pad(day)}`,
        description: DESCRIPTIONS[(day + month) % DESCRIPTIONS.length],
        timeTracking: null,
        recordedTime: '100',
        placeOfWork: weekday === 1 ? 100 : weekday === 5 ? 125 : 300,
        businessTrip: 200,
        workStart: '08:30',
        workEnd: '17:30',
        pauseStart1: '12:30',
        pauseEnd1: '13:15',
        pauseStart2: '',
        pauseEnd2: '',
        pauseStart3: '',
        pauseEnd3: '',
      });
    }
    entries += timeTracking.length;
    byKey[`${year}_${month}`] = {
      timeTracking,
      monthlyReport: back === 0 ? null : { id: `mr-${year}-${month}`, billingStatus: 300, wasSent: true },
    };
  }
  return {
    overview: {
      placement: {
        id: 'plc-bench-1',
        type: '500',
        reportBillingViaPortal: '100',
        feeBilling: '200',
        travelExpenseManager: '500',
      },
      currentYear: now.getFullYear(),
      currentMonth: now.getMonth() + 1,
      timeTrackingOptions: {
        businessTripOptions: [100, 200],
        placeOfWorkOptions: [100, 125, 150, 175, 200, 225, 250, 300],
        recordedTimeOptions: ['100', '200', '300'],
        timeTrackingOptions: [],
      },
      months: byKey,
    },
    entries,
  };
}

/**
 * Reads the overview's text `runs` times (JSON.parse and the schema); the samples in ms, and what
 * was read: the entries the schema gave back, and the bytes of the text.
 */
export async function measureParsing(runs) {
  const { placementOverviewSchema } = await tsImport('../src/contract/placements.answers.ts', import.meta.url);
  const { overview, entries } = overviewOfMonths();
  const text = JSON.stringify(overview);
  const samples = [];
  // One read first, untimed, as the other cases load their page once before they measure.
  for (let i = -1; i < runs; i += 1) {
    const start = performance.now();
    const result = v.safeParse(placementOverviewSchema, JSON.parse(text));
    const ms = performance.now() - start;
    if (!result.success)
      throw new Error(`The overview of ${PARSE_MONTHS} months did not read: ${result.issues[0]?.message}`);
    const read = Object.values(result.output.months).reduce((sum, month) => sum + month.timeTracking.length, 0);
    if (read !== entries) throw new Error(`Read ${read} entries of ${entries}`);
    if (i >= 0) samples.push(ms);
  }
  return { samples, entries, bytes: Buffer.byteLength(text) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runScript(async () => {
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    const { samples, entries, bytes } = await measureParsing(runs);
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${PARSE_MONTHS} months, ${entries} entries, ${(bytes / 1024).toFixed(0)} KB: ${samples.map((ms) => ms.toFixed(1)).join(' ')} ms; median ${median.toFixed(1)} (budget < ${PARSE_BUDGET_MS})`,
    );
    return median < PARSE_BUDGET_MS ? 0 : 1;
  });
}
