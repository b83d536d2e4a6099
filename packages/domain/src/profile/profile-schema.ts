import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { REQUIRED, mustBeAtMost } from '../shared/messages';

export { initialsOf } from '../shared/initials';

export const ABOUT_ME_MAX = 250;
export const PROFILE_TEXT_MAX = 255;

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, mustBeAtMost(max));

/** The profile Edit modal and `PATCH /api/profile` share this schema (spec §5 Profile). */
export const profileUpdateSchema = z.object({
  title: requiredText(PROFILE_TEXT_MAX),
  department: requiredText(PROFILE_TEXT_MAX),
  birthdate: isoDate(),
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
