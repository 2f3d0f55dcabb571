import { firstScreenOf } from '@/app/routes/routes';
import { LANGUAGE_CODE, ROLE } from '@/contract/common';
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

const SESSION_DATA = ['/meta/labels_and_enums/lang/en', '/manager', '/manager/fields-meta'];
const DASHBOARD_DATA = ['/manager/opportunities', '/manager/placements', '/manager/offers', '/manager/news-and-events'];

describe('the first screen of a start', () => {
  it('is the sign-in page for a visitor, with no data', () => {
    const first = firstScreenOf(at('/login'), false);
    expect(first.pages.map((page) => page.namespaces)).toEqual([['auth']]);
    expect(first.firstData(session())).toEqual([]);
  });

  it('fetches nothing of a signed-in screen without a kept session: the guard sends the visitor to /login', () => {
    const first = firstScreenOf(at('/dashboard'), false);
    expect(first.pages).toEqual([]);
  });

  it("is the frame and the dashboard for a returning manager, with the session's and the dashboard's data", () => {
    const first = firstScreenOf(at('/dashboard'), true);
    expect(first.pages.map((page) => page.namespaces)).toEqual([[], ['dashboard']]);
    expect(first.firstData(session())).toEqual([...SESSION_DATA, ...DASHBOARD_DATA]);
  });

  it("asks for no manager's data for a client, whose guard will not show the dashboard", () => {
    const first = firstScreenOf(at('/dashboard'), true);
    expect(first.firstData(session({ role: ROLE.CLIENT }))).toEqual(['/meta/labels_and_enums/lang/en']);
  });

  it("asks for no screen's data while an agreement is pending: the agreement replaces the screen", () => {
    const first = firstScreenOf(at('/dashboard'), true);
    expect(first.firstData(session({ showAgreement: true }))).toEqual(SESSION_DATA);
  });

  it("asks for the placement and the month in the address, or this month's", () => {
    expect(firstScreenOf(at('/placement/plc-1/billing?month=2026-03'), true).firstData(session())).toEqual([
      ...SESSION_DATA,
      '/manager/placements',
      '/manager/placements/plc-1/overview/2026/3',
    ]);
    const now = new Date();
    expect(firstScreenOf(at('/placement/plc-1'), true).firstData(session())).toContain(
      `/manager/placements/plc-1/overview/${now.getFullYear()}/${now.getMonth() + 1}`,
    );
  });
});
