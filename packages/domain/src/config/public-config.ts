import { z } from 'zod';

/** Settings the browser needs before anyone signs in (`GET /api/public-config`). */
export const publicConfigSchema = z.object({
  /** The portal's name in "We could not find you on {name}, Contact Administrator." */
  directoryName: z.string(),
  /** The sign-in provider's name in "Error loading your {name} account." */
  identityProviderName: z.string(),
  copyright: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
