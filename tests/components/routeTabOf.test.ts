import { routeTabOf } from '@/components/layout/routeTabOf';

const TABS = ['opportunities', 'placements'] as const;

describe('routeTabOf', () => {
  it('names the tab of the first segment under the base, dialog routes below it included', () => {
    expect(routeTabOf('/management/placements', '/management', TABS)).toBe('placements');
    expect(routeTabOf('/management/opportunities/opp-1/application', '/management', TABS)).toBe('opportunities');
  });

  it('names none for the base itself, an unknown segment or another address', () => {
    expect(routeTabOf('/management', '/management', TABS)).toBeNull();
    expect(routeTabOf('/management/billing', '/management', TABS)).toBeNull();
    expect(routeTabOf('/managementplacements', '/management', TABS)).toBeNull();
    expect(routeTabOf('/placement/1/placements', '/management', TABS)).toBeNull();
  });
});
