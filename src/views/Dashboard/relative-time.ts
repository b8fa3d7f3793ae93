import { useEffect, useState } from 'react';

/** Seed §9: relative times are refreshed every 30 s. */
export const RELATIVE_TIME_REFRESH_MS = 30000;

/** The current time, renewed every `interval` ms so relative times age while the page is open. */
export function useNow(interval = RELATIVE_TIME_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
