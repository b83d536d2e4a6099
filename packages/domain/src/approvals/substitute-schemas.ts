import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';

/**
 * The substitute approver API (issue 13, decision 044): a person's own ranges under the profile,
 * and an Admin's list of everyone's. Who is away is the signed-in person on the profile routes;
 * an Admin names them.
 */
export const ownSubstitutionInputSchema = z.object({
  substituteId: z.uuid({ error: 'Choose who approves for you.' }),
  from: isoDate(),
  to: isoDate(),
});
export type OwnSubstitutionInput = z.infer<typeof ownSubstitutionInputSchema>;

export const substitutionInputSchema = ownSubstitutionInputSchema.extend({
  personId: z.uuid({ error: 'Choose who is away.' }),
  // An Admin sets it for someone else: not "for you".
  substituteId: z.uuid({ error: 'Choose who approves while they are away.' }),
});
export type SubstitutionInput = z.infer<typeof substitutionInputSchema>;

export const substitutionRowSchema = z.object({
  id: z.string(),
  personId: z.string(),
  personName: z.string(),
  substituteId: z.string(),
  substituteName: z.string(),
  from: z.string(),
  to: z.string(),
  /** Who set it: the person themselves or an Admin; null once they are gone. */
  setBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SubstitutionRow = z.infer<typeof substitutionRowSchema>;

export const SUBSTITUTION_SORTS = ['from', 'to', 'person', 'substitute'] as const;
export type SubstitutionSort = (typeof SUBSTITUTION_SORTS)[number];

/** The Admin list: ranges not yet ended, searchable by either person's name. */
export const substitutionListQuerySchema = listQuerySchema(SUBSTITUTION_SORTS, {
  sort: 'from',
  order: 'asc',
});
export type SubstitutionListQuery = z.infer<typeof substitutionListQuerySchema>;
export const substitutionPageSchema = pagedListSchema(substitutionRowSchema);
export type SubstitutionPage = z.infer<typeof substitutionPageSchema>;
