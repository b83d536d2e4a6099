import { z } from 'zod';
import { accessRoleSchema } from './roles';
import { capabilitiesSchema } from './capabilities';

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
  department: z.string().nullable(),
  hasPhoto: z.boolean(),
  roles: z.array(accessRoleSchema),
  capabilities: capabilitiesSchema,
});
export type Me = z.infer<typeof meSchema>;
