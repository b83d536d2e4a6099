import {
  DEPARTMENTS_NOT_FILTERED,
  FIELD_DEPARTMENT,
  OTHER_DEPARTMENTS_CHIP,
} from '@portico/domain/time-away/time-away-table';
import { and, inArray, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';

/*
 * The Time Away table's department rules over a department column: of `employees` for the
 * rows, of the kept `people_counts` for the count and the chips (decision 070).
 */

/** The chosen values of a chip group: undefined for every value, empty for none. */
export const chosen = (column: AnyColumn, values: string[] | undefined) =>
  values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(column, values);

/** A department with a chip of its own (the domain's `offersDepartmentFilter`). */
export const offeredDepartment = (department: AnyColumn) =>
  and(sql`trim(${department}) <> ''`, notInArray(department, [...DEPARTMENTS_NOT_FILTERED]));

/**
 * The chosen department chips; the Other chip stands for every department without its own
 * (the domain's `departmentChipOf`), so nobody drops out of the table unchosen.
 */
export function chosenDepartments(department: AnyColumn, values: string[] | undefined) {
  if (values === undefined || !values.includes(OTHER_DEPARTMENTS_CHIP)) {
    return chosen(department, values);
  }
  const named = values.filter((value) => value !== OTHER_DEPARTMENTS_CHIP);
  const others = sql`not coalesce(${offeredDepartment(department)}, false)`;
  return named.length === 0 ? others : or(inArray(department, named), others);
}

/** Spec §4: Field's people are not in the table. */
export const notInField = (department: AnyColumn) => sql`${department} is distinct from ${FIELD_DEPARTMENT}`;
