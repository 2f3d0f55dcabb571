import fc from 'fast-check';

import {
  areEntriesLocked,
  BILLING_STATUS,
  billingBadgeColour,
  billingStatusLabel,
  hasBilling,
  isActivePlacement,
  isReportLocked,
  monthStatusOf,
  SALES_STAGE,
  salesStageBadge,
  type BillingStatus,
  type MonthlyReportState,
} from '@/contract/placements';

/**
 * The sales stage badge and the active rule, code by code; the month's state and the billing badge
 * (docs/decisions/026-billing-status.md).
 */

describe('salesStageBadge', () => {
  it.each([200])('%i is in progress', (stage) => expect(salesStageBadge(stage)).toBe('inProgress'));
  it.each([300, 320, 340, 350, 380, 1100, 1120])('%i is ongoing', (stage) =>
    expect(salesStageBadge(stage)).toBe('ongoing'),
  );
  it.each([400, 500, 600, 700, 800, 1200, 1300])('%i is closed', (stage) =>
    expect(salesStageBadge(stage)).toBe('closed'),
  );
  it.each([0, 100, 199, 201, 250, 310, 390, 900, 1000, 1110, 1400, -200])('%i has no badge', (stage) =>
    expect(salesStageBadge(stage)).toBeNull(),
  );

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

const report = (billingStatus: BillingStatus, wasSent: boolean): MonthlyReportState => ({
  id: 'mr-1',
  billingStatus,
  wasSent,
});
/** Codes the spec does not name: anything but 100, 200, 250 and 300. */
const UNNAMED_CODES = [0, 1, 99, 101, 150, 199, 201, 249, 251, 299, 301, 400, 1000, -100];
const NAMED_CODES = new Set<number>(Object.values(BILLING_STATUS));

describe('monthStatusOf', () => {
  it('is open without a report, whether the month has none yet or it is unknown', () => {
    expect(monthStatusOf(null)).toBe('open');
    expect(monthStatusOf(undefined)).toBe('open');
  });

  it('is open for billing status 100, sent or not', () => {
    expect(monthStatusOf(report(BILLING_STATUS.OPEN, false))).toBe('open');
    expect(monthStatusOf(report(BILLING_STATUS.OPEN, true))).toBe('open');
  });

  it.each([BILLING_STATUS.SUBMITTED, BILLING_STATUS.SUBMITTED_WAITING])(
    'is submitted for billing status %i',
    (status) => {
      expect(monthStatusOf(report(status, true))).toBe('submitted');
    },
  );

  it('is closed for billing status 300', () => {
    expect(monthStatusOf(report(BILLING_STATUS.CLOSED, true))).toBe('closed');
  });
});

describe('areEntriesLocked (a report with a billing status other than open fixes the entries)', () => {
  it('leaves the entries open without a report', () => {
    expect(areEntriesLocked(null)).toBe(false);
    expect(areEntriesLocked(undefined)).toBe(false);
  });

  it('leaves them open while the billing is open, even once the report was sent', () => {
    expect(areEntriesLocked(report(BILLING_STATUS.OPEN, false))).toBe(false);
    expect(areEntriesLocked(report(BILLING_STATUS.OPEN, true))).toBe(false);
  });

  it.each([BILLING_STATUS.SUBMITTED, BILLING_STATUS.SUBMITTED_WAITING, BILLING_STATUS.CLOSED])(
    'fixes them at billing status %i',
    (status) => {
      expect(areEntriesLocked(report(status, true))).toBe(true);
      expect(areEntriesLocked(report(status, false))).toBe(true);
    },
  );
});

describe('isReportLocked (once a report exists and its billing is not open)', () => {
  it('is not locked when there is no report yet', () => {
    expect(isReportLocked(null)).toBe(false);
    expect(isReportLocked(undefined)).toBe(false);
  });

  it('is not locked while it is open and not sent', () => {
    expect(isReportLocked(report(BILLING_STATUS.OPEN, false))).toBe(false);
  });

  it('is not locked once sent while its billing is still open: it may be corrected and sent again', () => {
    expect(isReportLocked(report(BILLING_STATUS.OPEN, true))).toBe(false);
  });

  it.each([0, 150, 999])('is locked at a billing status the portal does not know (%i)', (status) => {
    expect(isReportLocked({ id: 'mr-1', billingStatus: status, wasSent: false })).toBe(true);
  });

  it.each([BILLING_STATUS.SUBMITTED, BILLING_STATUS.SUBMITTED_WAITING, BILLING_STATUS.CLOSED])(
    'is locked at billing status %i, sent or not',
    (status) => {
      expect(isReportLocked(report(status, true))).toBe(true);
      expect(isReportLocked(report(status, false))).toBe(true);
    },
  );
});

describe('billingBadgeColour', () => {
  it('is green for 100 (open)', () => expect(billingBadgeColour(100)).toBe('green'));
  it.each([200, 250])('is orange for %i (submitted)', (status) => expect(billingBadgeColour(status)).toBe('orange'));
  it('is grey for 300 (closed)', () => expect(billingBadgeColour(300)).toBe('grey'));
  it.each(UNNAMED_CODES)('is black for %i, a code the spec does not name', (status) =>
    expect(billingBadgeColour(status)).toBe('black'),
  );

  it('is black for every code but 100, 200, 250 and 300', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }).filter((code) => !NAMED_CODES.has(code)),
        (code) => {
          expect(billingBadgeColour(code)).toBe('black');
        },
      ),
    );
  });
});

describe('billingStatusLabel (Open, Submitted, Submitted, Closed)', () => {
  it('names the four codes of the spec', () => {
    expect([100, 200, 250, 300].map(billingStatusLabel)).toEqual(['open', 'submitted', 'submitted', 'closed']);
  });

  it.each(UNNAMED_CODES)('has no label for %i', (status) => expect(billingStatusLabel(status)).toBeNull());

  it('labels a code exactly when its badge has a colour other than black', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (code) => {
        expect(billingStatusLabel(code) === null).toBe(billingBadgeColour(code) === 'black');
      }),
    );
  });
});

describe('hasBilling (only via the portal and not for mandates)', () => {
  it.each(['100', '110', '150', '200', '300', '500'])('is true for type %s reported via the portal', (type) => {
    expect(hasBilling({ reportBillingViaPortal: '100', type })).toBe(true);
  });

  it('is false for the mandate (type 400), though reported via the portal', () => {
    expect(hasBilling({ reportBillingViaPortal: '100', type: '400' })).toBe(false);
  });

  it.each(['200', '', '0', '1000'])('is false when reportBillingViaPortal is %j', (reportBillingViaPortal) => {
    expect(hasBilling({ reportBillingViaPortal, type: '200' })).toBe(false);
    expect(hasBilling({ reportBillingViaPortal, type: '400' })).toBe(false);
  });
});
