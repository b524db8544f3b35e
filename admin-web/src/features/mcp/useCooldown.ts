import { useCallback, useEffect, useRef, useState } from 'react';

/** A button that rests for `ms` after each use (spec 001 §4: 2 s health check, 3 s upload test). */
export function useCooldown(ms: number): [boolean, () => void] {
  const [resting, setResting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const start = useCallback(() => {
    setResting(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setResting(false), ms);
  }, [ms]);
  return [resting, start];
}
