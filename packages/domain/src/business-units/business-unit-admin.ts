import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';

/**
 * The Business Units screen (`/admin/business-units`, Admins and HR; docs/business-units.md):
 * each department (spec §3 Business unit, Org chart business unit) with the leader its org
 * chart starts from.
 */
export const BUSINESS_UNIT_SORTS = ['name', 'leader'] as const;
export type BusinessUnitSort = (typeof BUSINESS_UNIT_SORTS)[number];
export const businessUnitListQuerySchema = listQuerySchema(BUSINESS_UNIT_SORTS, {
  sort: 'name',
  order: 'asc',
});
export type BusinessUnitListQuery = z.infer<typeof businessUnitListQuerySchema>;

export const BUSINESS_UNIT_NAME_MAX = 100;
export const CHOOSE_LEADER = 'Choose a current employee';

/** A leader is a current employee, chosen in the people picker (its id). */
const leaderId = z.uuid({
  error: (issue) => (issue.input == null || issue.input === '' ? REQUIRED : CHOOSE_LEADER),
});

/** A new unit: its department's name, as the HR record spells it, and its leader. */
export const businessUnitInputSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(BUSINESS_UNIT_NAME_MAX, mustBeAtMost(BUSINESS_UNIT_NAME_MAX)),
  leaderId,
});
/** What the form holds: no leader chosen yet is null. */
export type BusinessUnitFormValues = { name: string; leaderId: string | null };
export type BusinessUnitInput = z.output<typeof businessUnitInputSchema>;

/** Another leader for a unit. The name is the department's and is not changed here. */
export const businessUnitLeaderSchema = z.object({ leaderId });
export type BusinessUnitLeaderFormValues = { leaderId: string | null };
export type BusinessUnitLeaderChange = z.output<typeof businessUnitLeaderSchema>;

export const businessUnitLeaderViewSchema = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  /** The HR record's job title. */
  title: z.string().nullable(),
  /** False once the leader has left: the unit then has no chart until a new leader is chosen. */
  current: z.boolean(),
});
export type BusinessUnitLeader = z.infer<typeof businessUnitLeaderViewSchema>;

export const businessUnitRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** As stored; kept even when no employee has the number (an imported unit). */
  leaderEmployeeNumber: z.string().nullable(),
  leader: businessUnitLeaderViewSchema.nullable(),
  /** Current employees whose HR department is this unit's (`sameUnitName`). */
  employeeCount: z.number().int(),
  /** Field and Project Member have no tab on the org charts (spec §2). */
  hasOrgChart: z.boolean(),
});
export type BusinessUnitRow = z.infer<typeof businessUnitRowSchema>;
export const businessUnitPageSchema = pagedListSchema(businessUnitRowSchema);
export type BusinessUnitPage = z.infer<typeof businessUnitPageSchema>;

/**
 * How a department's name is compared when it matters that two are the same: the HR export
 * spells names by hand, so 'Sales', ' sales' and 'SALES ' are one department. A new unit may not
 * be another unit's name in this sense, and a unit is in use while anyone's department is.
 */
export const unitNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const sameUnitName = (a: string, b: string) => unitNameKey(a) === unitNameKey(b);

export const duplicateUnitMessage = (name: string) => `There is already a business unit named ${name}.`;

/** Why a unit cannot be deleted, or null when nobody current works in it. */
export function unitDeleteRefusal(name: string, employeeCount: number): string | null {
  if (employeeCount <= 0) return null;
  const people = employeeCount === 1 ? '1 current employee has' : `${employeeCount} current employees have`;
  return `${name} cannot be deleted: ${people} it as their department. Move them to another department in the HR record first.`;
}
