import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE_COUNTDOWN_SECONDS, CODE_COUNTDOWN_TICK_MS } from './constants';

/** The 'get code' countdown of every code button (spec: 60 s, 1000 ms tick); `left` 0 means the button is usable. */
export function useCodeCountdown(seconds = CODE_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(() => {
    stop();
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop();
          return 0;
        }
        return s - 1;
      });
    }, CODE_COUNTDOWN_TICK_MS);
  }, [seconds, stop]);
  useEffect(() => stop, [stop]);
  const reset = useCallback(() => {
    stop();
    setLeft(0);
  }, [stop]);
  return { left, running: left > 0, start, reset };
}
