import { z } from 'zod';
import { accessRoleSchema } from './roles';
import { capabilitiesSchema } from './capabilities';
import { languageSchema } from '../language/language-schema';

/** The signed-in employee as `GET /api/me` returns it. */
export const meSchema = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  displayName: z.string(),
  givenName: z.string(),
  surname: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  /** Where they work (issue 29), if HR has said. */
  site: z.string().nullable(),
  /** Where their day turns: their site's IANA time zone, else the portal's. */
  timeZone: z.string(),
  department: z.string().nullable(),
  /** The language they read the portal in (issue 30); null until they first sign in. */
  language: languageSchema.nullable(),
  hasPhoto: z.boolean(),
  roles: z.array(accessRoleSchema),
  capabilities: capabilitiesSchema,
});
export type Me = z.infer<typeof meSchema>;
