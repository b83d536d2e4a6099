import { z } from 'zod';
import { isoDate, utcDay } from '../shared/dates';
import { DAY_MS } from '../shared/time-units';
import { REQUIRED, mustBeAtMost } from '../shared/messages';

export { initialsOf } from '../shared/initials';

export const ABOUT_ME_MAX = 250;
export const PROFILE_TEXT_MAX = 255;

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, mustBeAtMost(max));

export const BIRTHDATE_FUTURE_MESSAGE = 'Birthdate cannot be in the future';

/**
 * A birthdate is not after today. "Today" is read in UTC with one day of slack, so that east of
 * UTC, where the date has already turned, today's date is still accepted.
 */
// The form and the API validate at the moment of saving; "tomorrow anywhere" needs no zone.
// eslint-disable-next-line no-restricted-syntax
export const isPossibleBirthdate = (value: string, now: Date = new Date()): boolean =>
  value <= utcDay(new Date(now.getTime() + DAY_MS));

/** The profile Edit modal and `PATCH /api/profile` share this schema (spec §5 Profile). */
export const profileUpdateSchema = z.object({
  title: requiredText(PROFILE_TEXT_MAX),
  department: requiredText(PROFILE_TEXT_MAX),
  // A typed date reaches the schema as typed (the date field never corrects it), so the
  // schema, not the calendar's maxDate, refuses a birthdate in the future.
  birthdate: isoDate().refine((value) => isPossibleBirthdate(value), BIRTHDATE_FUTURE_MESSAGE),
  aboutMe: requiredText(ABOUT_ME_MAX),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  initials: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  department: z.string().nullable(),
  birthdate: z.string().nullable(),
  workAnniversary: z.string().nullable(),
  aboutMe: z.string().nullable(),
  hasPhoto: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
