import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs`, so "5 minutes ago" keeps up on its own. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
