/**
 * The engine's time (seconds of the operating day) ticking at 1 Hz between the data's updates:
 * the data says what `now` was when it was built; the page's clock runs on from there.
 */
import { useEffect, useState } from 'react';

export function useEngineNow(dataNow: number | null): number | null {
  const [base, setBase] = useState<{ now: number; at: number } | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    setBase(dataNow === null ? null : { now: dataNow, at: Date.now() });
  }, [dataNow]);
  useEffect(() => {
    const id = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (dataNow === null) return null;
  if (!base) return dataNow;
  return base.now + Math.floor((Date.now() - base.at) / 1000);
}
