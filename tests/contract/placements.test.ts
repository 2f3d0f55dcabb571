import fc from 'fast-check';
import { isActivePlacement, salesStageBadge, SALES_STAGE } from '@/contract/placements';

/** Part 2 §4 "Placement sales stage badge" and the active rule, code by code. */

describe('salesStageBadge', () => {
  it.each([200])('%i is in progress', (stage) => expect(salesStageBadge(stage)).toBe('inProgress'));
  it.each([300, 320, 340, 350, 380, 1100, 1120])('%i is ongoing', (stage) => expect(salesStageBadge(stage)).toBe('ongoing'));
  it.each([400, 500, 600, 700, 800, 1200, 1300])('%i is closed', (stage) => expect(salesStageBadge(stage)).toBe('closed'));
  it.each([0, 100, 199, 201, 250, 310, 390, 900, 1000, 1110, 1400, -200])('%i has no badge', (stage) => expect(salesStageBadge(stage)).toBeNull());

  it('gives no badge to any stage the spec does not list', () => {
    const listed = new Set<number>([...SALES_STAGE.IN_PROGRESS, ...SALES_STAGE.ONGOING, ...SALES_STAGE.CLOSED]);
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (stage) => {
        expect(salesStageBadge(stage) === null).toBe(!listed.has(stage));
      }),
    );
  });
});

describe('isActivePlacement', () => {
  it.each([200, 300, 320, 340, 350, 380])("is true for 'In Progress' at %i", (salesStage) => {
    expect(isActivePlacement({ status: 'In Progress', salesStage })).toBe(true);
  });

  it.each([1100, 1120, 400, 100])("is false for 'In Progress' at %i", (salesStage) => {
    expect(isActivePlacement({ status: 'In Progress', salesStage })).toBe(false);
  });

  it('is false for any other status', () => {
    expect(isActivePlacement({ status: 'Closed', salesStage: 300 })).toBe(false);
    expect(isActivePlacement({ status: 'in progress', salesStage: 300 })).toBe(false);
  });
});
