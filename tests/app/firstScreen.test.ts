import { keptScreenReads } from '@/api/firstReads';
import type { EarlyRead } from '@/api/prefetch';
import { firstScreenOf } from '@/app/routes/routes';
import { LANGUAGE_CODE, ROLE } from '@/contract/common';
import { PLACEMENT_STATUS_IN_PROGRESS, REPORT_BILLING_VIA_PORTAL, SALES_STAGE } from '@/contract/placements';
import type { SessionInfo } from '@/contract/session';

/** What a start fetches ahead for its first screen (main.tsx): the pages, and their first data. */

const session = (changes: Partial<SessionInfo> = {}): SessionInfo => ({
  userId: 'u1',
  role: ROLE.MANAGER,
  showAgreement: false,
  canSkipAgreement: false,
  communicationLanguage: LANGUAGE_CODE.EN,
  videoURLs: { de: '', en: '' },
  ...changes,
});

const at = (href: string) => {
  const url = new URL(href, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};

const pathsOf = (reads: EarlyRead[]) => reads.map((read) => (typeof read === 'string' ? read : read.path));

const SESSION_DATA = ['/meta/labels_and_enums/lang/en', '/manager', '/manager/fields-meta'];
const DASHBOARD_DATA = ['/manager/opportunities', '/manager/placements', '/manager/offers', '/manager/news-and-events'];

describe('the first screen of a start', () => {
  it('is the sign-in page for a visitor, with no data', () => {
    const first = firstScreenOf(at('/login'), false);
    expect(first.pages.map((page) => page.namespaces)).toEqual([['auth']]);
    expect(pathsOf(first.firstData(session()))).toEqual([]);
  });

  it('fetches nothing of a signed-in screen without a kept session: the guard sends the visitor to /login', () => {
    const first = firstScreenOf(at('/dashboard'), false);
    expect(first.pages).toEqual([]);
  });

  it("is the frame and the dashboard for a returning manager, with the session's and the dashboard's data", () => {
    const first = firstScreenOf(at('/dashboard'), true);
    expect(first.pages.map((page) => page.namespaces)).toEqual([[], ['dashboard']]);
    expect(pathsOf(first.firstData(session()))).toEqual([...SESSION_DATA, ...DASHBOARD_DATA]);
  });

  it("asks for no manager's data for a client, whose guard will not show the dashboard", () => {
    const first = firstScreenOf(at('/dashboard'), true);
    expect(pathsOf(first.firstData(session({ role: ROLE.CLIENT })))).toEqual(['/meta/labels_and_enums/lang/en']);
  });

  it("asks for no screen's data while an agreement is pending: the agreement replaces the screen", () => {
    const first = firstScreenOf(at('/dashboard'), true);
    expect(pathsOf(first.firstData(session({ showAgreement: true })))).toEqual(SESSION_DATA);
  });

  it("asks for the placement and the month in the address, or this month's", () => {
    expect(pathsOf(firstScreenOf(at('/placement/plc-1/billing?month=2026-03'), true).firstData(session()))).toEqual([
      ...SESSION_DATA,
      '/manager/placements',
      '/manager/placements/plc-1/overview/2026/3',
    ]);
    const now = new Date();
    expect(pathsOf(firstScreenOf(at('/placement/plc-1'), true).firstData(session()))).toContain(
      `/manager/placements/plc-1/overview/${now.getFullYear()}/${now.getMonth() + 1}`,
    );
  });

  it('asks for this month of each placement that logs time as soon as the list arrives, and skips the rest', () => {
    const logsTime = {
      id: 'plc-1',
      status: PLACEMENT_STATUS_IN_PROGRESS,
      salesStage: SALES_STAGE.ACTIVE[0],
      reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
    };
    const list = [
      logsTime,
      { ...logsTime, id: 'plc-2', reportBillingViaPortal: 'elsewhere' },
      { ...logsTime, id: 'plc-3', status: 'Closed' },
      { ...logsTime, id: 42 },
      null,
      'plc-4',
    ];
    const reads = firstScreenOf(at('/dashboard'), true).firstData(session());
    const placements = reads.find((read) => typeof read !== 'string' && read.path === '/manager/placements');
    if (typeof placements !== 'object') throw new Error('the dashboard does not ask for the placements ahead');
    const now = new Date();
    expect(placements.next(list)).toEqual([
      `/manager/placements/plc-1/overview/${now.getFullYear()}/${now.getMonth() + 1}`,
    ]);
    expect(placements.next({ items: list })).toEqual([]);
  });
});

describe("the kept-session screens' reads that index.html's first script asks for", () => {
  const sessions = [session(), session({ role: ROLE.CLIENT }), session({ showAgreement: true })];
  const keptScreens = [
    '/dashboard',
    '/placement/plc-1',
    '/placement/plc-1/billing?month=2026-03',
    '/placement/plc%201/daily-overview/entry/2026-03-02?month=2026-3',
  ];

  it.each(keptScreens)('are the routes’ reads of %s, for every kind of session', (href) => {
    for (const kept of sessions) {
      const routes = firstScreenOf(at(href), true).firstData(kept);
      const early = keptScreenReads(at(href), kept, 'en');
      expect(pathsOf(early)).toEqual(pathsOf(routes));
      const list = [
        {
          id: 'plc-1',
          status: PLACEMENT_STATUS_IN_PROGRESS,
          salesStage: SALES_STAGE.ACTIVE[0],
          reportBillingViaPortal: REPORT_BILLING_VIA_PORTAL,
        },
      ];
      const next = (reads: EarlyRead[]) => reads.flatMap((read) => (typeof read === 'string' ? [] : read.next(list)));
      expect(next(early)).toEqual(next(routes));
    }
  });

  it.each(['/login', '/', '/resume', '/placement', '/dashboard/x', '/management/opportunities'])(
    'are none for %s, which the first script leaves to the app',
    (href) => {
      expect(keptScreenReads(at(href), session(), 'en')).toEqual([]);
    },
  );

  it('ask for the labels in the stored language', () => {
    expect(pathsOf(keptScreenReads(at('/dashboard'), session(), 'de'))[0]).toBe('/meta/labels_and_enums/lang/de');
  });
});
