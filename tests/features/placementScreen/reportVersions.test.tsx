import { screen, waitFor, within } from '@testing-library/react';

import { storeReport } from '@mocks/placements/reports';
import { emptyTexts } from '@mocks/placements/reportSums';

import { recordRequests } from '../../test-utils';
import { sent } from '../helpers';
import { editor, FIRST_RENDER, ID, onTheWednesday, openPlacement, SLOW, stored } from './placementHelpers';

/**
 * Two windows on one monthly report (docs/decisions/035-save-versions.md and
 * 036-report-corrections.md): what another window saved meanwhile is never replaced unasked; both
 * texts are shown and kept until the manager chooses. The other window is played by the mock's
 * store, changed after this one loaded the month. Alpenland, Wednesday 25 November 2026: November
 * has no report yet; October was sent and its invoice is still open.
 */

onTheWednesday();

const NOVEMBER = { year: 2026, month: 11 };
const OCTOBER = { year: 2026, month: 10 };
const REPORT_PATH = `/manager/placements/${ID.PORTAL}/monthly-report`;

/** Another window saves (or sends) the month's report with this situation, at 09:41. */
function savedElsewhere(month: typeof NOVEMBER, situation: string, send = false) {
  const placement = stored(ID.PORTAL);
  const before = placement.months[`${month.year}_${month.month}`]?.monthlyReport;
  const texts = before && 'situation' in before ? { ...before } : emptyTexts();
  storeReport(
    placement,
    month,
    { ...emptyTexts(), ...pickTexts(texts), situation: `<p>${situation}</p>` },
    send,
    new Date(2026, 10, 25, 9, 41),
  );
}

function pickTexts(report: Partial<ReturnType<typeof emptyTexts>>) {
  const texts = emptyTexts();
  for (const field of Object.keys(texts) as (keyof typeof texts)[]) texts[field] = report[field] ?? '';
  return texts;
}

const situationOf = (month: typeof NOVEMBER) => {
  const report = stored(ID.PORTAL).months[`${month.year}_${month.month}`]?.monthlyReport;
  return report && 'situation' in report ? report.situation : undefined;
};

async function openReport(month = '2026-11') {
  const app = await openPlacement(ID.PORTAL, `/monthly-report?month=${month}`);
  const situation = await editor('1. Current situation');
  await screen.findByRole('textbox', { name: '1. Current situation' }, FIRST_RENDER);
  return { ...app, situation };
}

async function conflict(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Saved meanwhile elsewhere' }, FIRST_RENDER);
  return heading.closest('[role="alert"]') as HTMLElement;
}

async function typeSituation(app: Awaited<ReturnType<typeof openReport>>, text: string) {
  await app.user.click(app.situation);
  await app.user.keyboard('{Control>}a{/Control}');
  await app.user.keyboard(text);
}

describe('a monthly report saved meanwhile in another window', { timeout: SLOW }, () => {
  it('shows both texts of the section that differs, keeps what was typed, and "keep mine" saves over it', async () => {
    const requests = recordRequests();
    const app = await openReport();
    await typeSituation(app, 'Von A');
    savedElsewhere(NOVEMBER, 'Von B');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    const view = await conflict();
    expect(view).toHaveTextContent(/another window or on another device \(09:41\)/);
    expect(
      within(view)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Current situation']);
    expect(within(view).getByText('Yours: Von A')).toBeInTheDocument();
    expect(within(view).getByText('Saved: Von B')).toBeInTheDocument();
    // Nothing is lost while the choice is open: the form and its draft hold what was typed.
    expect(app.situation).toHaveTextContent('Von A');
    expect(situationOf(NOVEMBER)).toBe('<p>Von B</p>');
    expect(JSON.stringify(Object.values(window.sessionStorage))).toContain('Von A');

    await app.user.click(within(view).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('The monthly report has been saved.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(situationOf(NOVEMBER)).toBe('<p>Von A</p>');
    // The first save was create-only; 'keep mine' named the version saved meanwhile.
    expect(sent(requests, 'POST', REPORT_PATH).map((each) => [each.ifNoneMatch, each.ifMatch])).toEqual([
      ['*', null],
      [null, '"1"'],
    ]);
  });

  it('"take the saved version" puts it in the form', async () => {
    const app = await openReport();
    await typeSituation(app, 'Von A');
    savedElsewhere(NOVEMBER, 'Von B');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await app.user.click(within(await conflict()).getByRole('button', { name: 'Take the saved version' }));

    await waitFor(() => expect(app.situation).toHaveTextContent('Von B'));
    expect(screen.queryByRole('heading', { name: 'Saved meanwhile elsewhere' })).not.toBeInTheDocument();
    expect(situationOf(NOVEMBER)).toBe('<p>Von B</p>');
  });

  it('"keep both" puts both texts in the editor to merge; the next save sends the merged text', async () => {
    const app = await openReport();
    await typeSituation(app, 'Von A');
    savedElsewhere(NOVEMBER, 'Von B');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await app.user.click(within(await conflict()).getByRole('button', { name: 'Keep both to merge' }));

    await waitFor(() => expect(app.situation).toHaveTextContent(/^Von A.*Saved meanwhile elsewhere.*Von B$/));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The monthly report has been saved.', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(situationOf(NOVEMBER)).toBe(
      '<p>Von A</p><p>Saved meanwhile elsewhere (merge it with your text above, then delete this line):</p><p>Von B</p>',
    );
  });

  it('a correction sent meanwhile elsewhere is a conflict for the correction being written here', async () => {
    const app = await openReport('2026-10');
    await typeSituation(app, 'Korrektur A');
    savedElsewhere(OCTOBER, 'Korrektur B', true);
    await app.user.click(screen.getByRole('button', { name: 'Send correction' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send anyway' }));
    const view = await conflict();
    expect(within(view).getByText('Yours: Korrektur A')).toBeInTheDocument();
    expect(within(view).getByText('Saved: Korrektur B')).toBeInTheDocument();
    expect(await editor('1. Current situation')).toHaveTextContent('Korrektur A');
    expect(situationOf(OCTOBER)).toBe('<p>Korrektur B</p>');
  });
});
