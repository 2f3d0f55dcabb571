import axe from 'axe-core';

/**
 * The serious and critical findings of axe-core (WCAG 2.0–2.2 A and AA) in an element, as the browser journeys
 * check whole screens (tests/e2e/a11yRoutes.ts); jsdom has no layout, so colour contrast is left to those.
 */
export async function seriousAxeFindings(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
