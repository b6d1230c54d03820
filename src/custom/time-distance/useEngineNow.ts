/**
 * The engine's time (seconds of the operating day) ticking at 1 Hz between the data's updates:
 * the data says what `now` was when it was built; the page's clock runs on from there.
 */
import { startTransition, useEffect, useState } from 'react';

export function useEngineNow(dataNow: number | null): number | null {
  const [base, setBase] = useState<{ now: number; at: number } | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    // A transition too: each new data's time would otherwise render the page in one piece (issue 15).
    const at = Date.now();
    startTransition(() => setBase(dataNow === null ? null : { now: dataNow, at }));
  }, [dataNow]);
  useEffect(() => {
    // A transition: the page's render each second (the chart follows the clock) runs in slices
    // and gives way to input (issue 15).
    const id = window.setInterval(() => startTransition(() => setTick((n) => n + 1)), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (dataNow === null) return null;
  if (!base) return dataNow;
  return base.now + Math.floor((Date.now() - base.at) / 1000);
}
