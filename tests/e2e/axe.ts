import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core is evaluated through the DevTools protocol (page.evaluate), which the app's CSP
// (`script-src 'self'`, no 'unsafe-eval') does not govern, so the pages run under the real policy.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The global that axe.min.js defines. */
type AxeGlobal = { axe?: { run: (context: Element | Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * The serious and critical axe findings (WCAG 2.0–2.2, A and AA) in the page, or in the first
 * element `selector` names, each as a line with the rule, the element and what is wrong.
 */
export async function seriousAxeFindings(page: Page, selector?: string): Promise<string[]> {
  // What the user sees once it has settled: a dialog fading in, measured in its pale first frames, would fail the
  // contrast check (endless animations, a spinner, never end).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Once per document. The string runs as a script of the DevTools protocol (an `eval` in the
  // page would be refused by the CSP).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([options, within]) => (window as AxeGlobal).axe!.run(within ? document.querySelector(within)! : document, options),
    [AXE_OPTIONS, selector ?? null] as const,
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.id}, ${violation.impact}] ${node.target.join(' ')}\n` +
          `      ${node.html.slice(0, 200)}\n      ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}
