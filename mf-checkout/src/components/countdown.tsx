import { useEffect, useState } from 'react';

/** Milliseconds left until a deadline, ticking every second; corrected by the server's clock. */
export function useRemaining(deadline: string | null | undefined, serverTime?: string): number {
  const [skew] = useState(() => (serverTime ? new Date(serverTime).getTime() - Date.now() : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (!deadline) return 0;
  return Math.max(0, new Date(deadline).getTime() - (now + skew));
}

export const mmss = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
