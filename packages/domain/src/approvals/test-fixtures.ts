import type { Substitution } from './substitutes';

/** "Drew is away 1–14 March 2026 and Blair approves for him", or the range given. */
export const away = (
  personId: string,
  substituteId: string,
  from = '2026-03-01',
  to = '2026-03-14',
): Substitution => ({ personId, substituteId, from, to });
