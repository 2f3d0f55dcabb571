import fc from 'fast-check';

import {
  CANDIDATE_DECISION,
  canGiveFeedback,
  FEEDBACK_ERROR,
  FEEDBACK_LIMITS,
  PROJECT_STEPS,
  PROJECT_TABS,
  projectStepIndex,
  projectTabOf,
  projectViewOf,
  validateFeedback,
  type CandidateDecision,
} from '@/contract/projects';

/** The client projects' pure rules. */

describe('projectTabOf', () => {
  it.each([
    [100, 'current'],
    [200, 'current'],
    [300, 'current'],
    [400, 'mandates'],
    [500, 'mandates'],
    [600, 'past'],
    [700, 'other'],
    [900, 'other'],
    [0, 'other'],
    [150, 'other'],
    [-100, 'other'],
    [1000, 'other'],
    [Number.NaN, 'other'],
  ])('puts status %s on the tab %s', (status, tab) => {
    expect(projectTabOf(status)).toBe(tab);
  });

  it('puts any status outside 100-600 on "other", and always on one of the four tabs', () => {
    const known = new Set([100, 200, 300, 400, 500, 600]);
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (status) => {
        const tab = projectTabOf(status);
        expect(PROJECT_TABS).toContain(tab);
        if (!known.has(status)) expect(tab).toBe('other');
      }),
    );
  });
});

describe('projectStepIndex', () => {
  it('is status / 100 for the seven steps 0-600', () => {
    expect(PROJECT_STEPS).toHaveLength(7);
    for (let index = 0; index < PROJECT_STEPS.length; index += 1) expect(projectStepIndex(index * 100)).toBe(index);
  });

  it.each([700, 900, -100, 150, 99, 601, 1, Number.NaN, Number.POSITIVE_INFINITY])('is null for %s', (status) => {
    expect(projectStepIndex(status)).toBeNull();
  });

  it('is null for every status that is not a multiple of 100 within 0-600', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (status) => {
        const index = projectStepIndex(status);
        if (status % 100 === 0 && status >= 0 && status <= 600) expect(index).toBe(status / 100);
        else expect(index).toBeNull();
      }),
    );
  });
});

describe('projectViewOf', () => {
  it.each([
    [100, 'searching'],
    [200, 'candidates'],
    [300, 'elected'],
    [400, 'electedInMandate'],
    [500, 'electedInMandate'],
    [600, 'hired'],
    [0, 'none'],
    [700, 'none'],
    [900, 'none'],
    [250, 'none'],
  ])('shows status %s as %s', (status, view) => {
    expect(projectViewOf(status)).toBe(view);
  });
});

describe('canGiveFeedback', () => {
  it.each([
    [100, true],
    [200, true],
    [300, true],
    [301, false],
    [400, false],
    [500, false],
    [600, false],
    [700, false],
    [900, false],
  ])('at status %s: %s', (status, open) => {
    expect(canGiveFeedback(status)).toBe(open);
  });
});

describe('validateFeedback', () => {
  const DECISIONS: CandidateDecision[] = Object.values(CANDIDATE_DECISION);

  it('accepts a decision alone, a comment alone, and "not a fit" with a reason', () => {
    for (const decision of DECISIONS) expect(validateFeedback({ decision, reason: '', comment: '' })).toEqual({});
    expect(validateFeedback({ decision: null, reason: '', comment: 'Nur ein Kommentar' })).toEqual({});
    expect(validateFeedback({ decision: 'notAFit', reason: 'Zu teuer', comment: '' })).toEqual({});
  });

  it('asks for something to say: no decision and a blank comment', () => {
    expect(validateFeedback({ decision: null, reason: '', comment: '' })).toEqual({ decision: FEEDBACK_ERROR.EMPTY });
    expect(validateFeedback({ decision: null, reason: '', comment: '   ' })).toEqual({
      decision: FEEDBACK_ERROR.EMPTY,
    });
  });

  it('refuses an unknown decision as oneOf, not as empty', () => {
    expect(validateFeedback({ decision: 'maybe' as CandidateDecision, reason: '', comment: '' })).toEqual({
      decision: FEEDBACK_ERROR.DECISION_ONE_OF,
    });
  });

  it('refuses a reason with any decision but "not a fit"', () => {
    expect(validateFeedback({ decision: 'interested', reason: 'Warum', comment: '' })).toEqual({
      reason: FEEDBACK_ERROR.REASON_ONLY_NOT_A_FIT,
    });
    expect(validateFeedback({ decision: null, reason: 'Warum', comment: 'x' })).toEqual({
      reason: FEEDBACK_ERROR.REASON_ONLY_NOT_A_FIT,
    });
    // A blank reason is no reason.
    expect(validateFeedback({ decision: 'interview', reason: '   ', comment: '' })).toEqual({});
  });

  it('holds the limits after trimming: 300 for the reason, 1000 for the comment', () => {
    const pad = (text: string) => `  ${text}  `;
    expect(
      validateFeedback({
        decision: 'notAFit',
        reason: pad('r'.repeat(FEEDBACK_LIMITS.REASON)),
        comment: pad('c'.repeat(FEEDBACK_LIMITS.COMMENT)),
      }),
    ).toEqual({});
    expect(
      validateFeedback({ decision: 'notAFit', reason: 'r'.repeat(FEEDBACK_LIMITS.REASON + 1), comment: '' }),
    ).toEqual({ reason: FEEDBACK_ERROR.MAX });
    expect(
      validateFeedback({ decision: 'interested', reason: '', comment: 'c'.repeat(FEEDBACK_LIMITS.COMMENT + 1) }),
    ).toEqual({ comment: FEEDBACK_ERROR.MAX });
  });

  it('matches its rules for any request (property)', () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.constant('   '),
      fc.string({ maxLength: 20 }),
      fc.string({ minLength: 290, maxLength: 1100 }),
    );
    const decision = fc.constantFrom<CandidateDecision | null>(null, ...DECISIONS);
    fc.assert(
      fc.property(decision, text, text, (decision, reason, comment) => {
        const errors = validateFeedback({ decision, reason, comment });
        const hasReason = reason.trim() !== '';
        expect(errors.reason).toBe(
          hasReason && decision !== 'notAFit'
            ? FEEDBACK_ERROR.REASON_ONLY_NOT_A_FIT
            : reason.trim().length > FEEDBACK_LIMITS.REASON
              ? FEEDBACK_ERROR.MAX
              : undefined,
        );
        expect(errors.comment).toBe(comment.trim().length > FEEDBACK_LIMITS.COMMENT ? FEEDBACK_ERROR.MAX : undefined);
        expect(errors.decision).toBe(decision === null && comment.trim() === '' ? FEEDBACK_ERROR.EMPTY : undefined);
      }),
    );
  });
});
