import { useEffect, useState } from 'react';

/** Seconds left until `seconds` have passed since `restartKey` last changed. */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new restartKey (a new code sent) restarts the countdown
  useEffect(() => {
    if (seconds <= 0) return setLeft(0);
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const s = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}
