import { useCallback, useEffect, useState } from 'react';

/** How often the clock is read; well under a second so the mm:ss display never lags visibly. */
const TICK_MS = 250;

/**
 * Whole seconds left until a deadline; `start` (re)starts it at `seconds`. It reads the clock
 * instead of counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
