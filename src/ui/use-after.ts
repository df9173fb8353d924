import { useEffect, useState } from 'react';

/**
 * After this long an update still in flight is said to be slow (StaleNotice): a read may take up
 * to the 60 s timeout, and figures must not look current meanwhile.
 */
export const SLOW_MS = 8000;

/** True once `condition` has held for `ms` without a break (e.g. an update that is taking long). */
export function useAfter(condition: boolean, ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    setPassed(false);
    if (!condition) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [condition, ms]);
  return condition && passed;
}
