import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (ISO, server time), ticking every second and stopping at 0.
 * `offsetMs` is the server clock minus the device clock, so a wrong device clock does not move it.
 */
export function useCountdown(deadline: string, offsetMs = 0): number {
  const end = Date.parse(deadline) - offsetMs;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);

  return Math.max(0, end - now);
}
