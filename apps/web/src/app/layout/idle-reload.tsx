import { useIdleTimer } from 'react-idle-timer';
import { IDLE_DEBOUNCE_MS, IDLE_RELOAD_MS } from '@portico/domain/session/timing';

/**
 * Spec §9: after an hour without activity the page reloads, so a screen left open overnight
 * shows fresh data (or the login page once the session has ended). Renders nothing; the
 * layout loads it once the first page is painted (react-idle-timer is not needed before).
 */
export default function IdleReload() {
  useIdleTimer({
    timeout: IDLE_RELOAD_MS,
    debounce: IDLE_DEBOUNCE_MS,
    onIdle: () => window.location.reload(),
  });
  return null;
}
