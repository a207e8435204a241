import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPresented } from '../after-paint';

/** Animation frames the test runs by hand, as the browser would one per painted frame. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
  return () => queue.splice(0).forEach((cb) => cb(performance.now()));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work scheduled after a paint', () => {
  it('afterNextPaint waits for the next frame; afterPresented for the one after it (the first was on screen by then)', () => {
    vi.useFakeTimers();
    const frame = frames();
    const done: string[] = [];
    afterNextPaint(() => done.push('next'));
    afterPresented(() => done.push('presented'));
    vi.runAllTimers();
    expect(done).toEqual([]);
    frame();
    vi.runAllTimers();
    expect(done).toEqual(['next']);
    frame();
    vi.runAllTimers();
    expect(done).toEqual(['next', 'presented']);
  });

  it('a hidden page paints no frames: the work runs on a timeout instead of waiting for ever', () => {
    vi.useFakeTimers();
    frames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const done: string[] = [];
    afterPresented(() => done.push('presented'));
    vi.runAllTimers();
    expect(done).toEqual(['presented']);
  });
});
