// Pass-the-device safety against a double tap: a button that appears where the previous player's
// button was (Submit Vote → Ready to Vote, Next Player → Next Player) stays disabled for a moment,
// so the second tap of a double tap cannot skip the hand-over and show the next player's secret.
import { useEffect, useState } from 'react';

/** How long a freshly shown hand-over button ignores taps. */
export const ARM_DELAY_MS = 600;

/** False for `ms` after the component mounts or `key` changes, then true. */
export function useArmedAfter(ms: number = ARM_DELAY_MS, key?: unknown): boolean {
  const [armedKey, setArmedKey] = useState<unknown>(ms <= 0 ? key : Symbol('unarmed'));
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setArmedKey(key), ms);
    return () => clearTimeout(timer);
  }, [ms, key]);
  return ms <= 0 || armedKey === key;
}
