/**
 * A day's milliseconds: a UTC calendar day, the only kind the portal counts in milliseconds.
 * In a module of its own, with no imports, so a first-load screen can use it without zod.
 */
export const DAY_MS = 86_400_000;
