import { useEffect, useState } from 'react';

/** The browser clock (Date.now), re-read every `tickMs`: Playwright's page.clock drives it (DESIGN "Time"). */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}
