/**
 * Runs `run` once the next frame has been painted (a frame callback, then a task after it);
 * returns a function that cancels it. For work that should not hold back what the user sees.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
