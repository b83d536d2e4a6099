import { useEffect, useState } from 'react';

/** How long to wait for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the browser has had an idle moment after the first render, for code the first
 * paint does not need (the idle reload timer): it loads after the page is shown, not with it.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(becomeIdle, 1);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
