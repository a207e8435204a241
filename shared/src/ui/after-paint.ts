/**
 * Runs `fn` once the browser has painted the current frame. A control shows the buyer's choice at
 * once; the work the choice starts (a URL change, which re-renders the route and asks for new data)
 * comes in a later task instead of delaying that paint, which is what Interaction to Next Paint
 * measures (`pnpm bench --only interactions`; docs/architecture.md, "Interactions paint first").
 * A hidden page paints no frames: there it runs on a plain timeout.
 */
export function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(fn, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * Runs `fn` once the page's current content has been put on screen: a frame after the next one
 * (the browser starts a frame only when the one before was presented), so work queued here never
 * delays that first paint, even where presenting a frame is slow. The shell's start waits for it
 * when the server rendered the page, so the buyer sees it before the app's scripts run.
 */
export function afterPresented(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(fn, 0);
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fn, 0)));
}

/**
 * Ends the current task and goes on in a new one (`scheduler.yield()` where the browser has it,
 * which resumes ahead of other queued tasks; a timeout elsewhere). Start-up steps separated by it
 * are separate tasks, none long enough to block input (docs/architecture.md, "Little script work
 * at start").
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
