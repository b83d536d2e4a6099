/** Idle for one hour reloads the page (spec §9), measured with a 500 ms debounce. */
export const IDLE_RELOAD_MS = 3_600_000;
export const IDLE_DEBOUNCE_MS = 500;
/** Guided tours appear two seconds after a page loads. */
export const TOUR_DELAY_MS = 2000;
