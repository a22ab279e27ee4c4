import { useEffect, useState } from 'react';

/**
 * The device clock (Date.now), re-read every `tickMs`: Playwright's page.clock drives it
 * (docs/conventions.md "Time comes from the server"). For instants measured on the device (a
 * lottery's sent/received pair); business "now" (today, report ranges, greetings, server
 * expiries) is the server's: useServerNow.
 */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}
