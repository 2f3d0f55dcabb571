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
 * The reference, timed in the same run: `JSON.parse` of the same text alone. The budget is a ratio to it
 * (PARSE_RATIO_BUDGET): the schema may cost at most that many times the parse, on any machine
 * (docs/decisions/057-bench-ratios.md).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import * as v from 'valibot';

import { runScript } from './runScript.mjs';

export const PARSE_MONTHS = 24;
/** Reading with the schema, JSON.parse included, at most this many times JSON.parse alone (3.4-4.0 in December 2026). */
export const PARSE_RATIO_BUDGET = 7;
const WARM_UP_READS = 5;
const MIN_READS = 15;

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
 * Reads the overview's text `runs` times (JSON.parse and the schema), and parses it as often without the schema
 * (the reference); the samples of each in ms, and what was read: the entries the schema gave back, and the bytes
 * of the text.
 */
export async function measureParsing(runs) {
  const { placementOverviewSchema } = await tsImport('../src/contract/placements.answers.ts', import.meta.url);
  const { overview, entries } = overviewOfMonths();
  const text = JSON.stringify(overview);
  const samples = [];
  const referenceSamples = [];
  // Reads first, untimed, as the other cases load their page once before they measure: a millisecond's work is
  // measured only once the JIT has compiled it. And more runs than the browser's cases, as cheap as they are.
  for (let i = -WARM_UP_READS; i < Math.max(runs, MIN_READS); i += 1) {
    const referenceStart = performance.now();
    if (typeof JSON.parse(text) !== 'object') throw new Error('The overview did not parse');
    const referenceMs = performance.now() - referenceStart;
    const start = performance.now();
    const result = v.safeParse(placementOverviewSchema, JSON.parse(text));
    const ms = performance.now() - start;
    if (!result.success)
      throw new Error(`The overview of ${PARSE_MONTHS} months did not read: ${result.issues[0]?.message}`);
    const read = Object.values(result.output.months).reduce((sum, month) => sum + month.timeTracking.length, 0);
    if (read !== entries) throw new Error(`Read ${read} entries of ${entries}`);
    if (i >= 0) {
      samples.push(ms);
      referenceSamples.push(referenceMs);
    }
  }
  return { samples, referenceSamples, entries, bytes: Buffer.byteLength(text) };
}

/** The middle of the samples (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runScript(async () => {
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    const { samples, referenceSamples, entries, bytes } = await measureParsing(runs);
    const measured = median(samples);
    const reference = median(referenceSamples);
    const ratio = measured / reference;
    console.log(
      `${PARSE_MONTHS} months, ${entries} entries, ${(bytes / 1024).toFixed(0)} KB: ${samples.map((ms) => ms.toFixed(1)).join(' ')} ms; median ${measured.toFixed(1)}; JSON.parse alone ${reference.toFixed(1)}; ratio ${ratio.toFixed(2)} (budget < ${PARSE_RATIO_BUDGET})`,
    );
    return ratio < PARSE_RATIO_BUDGET ? 0 : 1;
  });
}
