import { afterNextPaint } from '@/lib/afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next frame, not before', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before or after the frame', () => {
    const before = vi.fn();
    afterNextPaint(before)();
    const after = vi.fn();
    const cancel = afterNextPaint(after);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
