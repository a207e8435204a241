import { CODE_COUNTDOWN_SECONDS, CODE_COUNTDOWN_TICK_MS } from '@mall/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The 'get code' countdown: 60 s, ticking every second; 0 means the button is usable. */
export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS) {
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
  return { left, running: left > 0, start, reset: () => (stop(), setLeft(0)) };
}
