import { z } from 'zod';

/**
 * The access roles that widen what a person sees or does: the spec's ELT, Admin and HR (§6), and
 * IT desk, which Admins grant to the people who work IT requests (DESIGN §5). Other values
 * are ignored.
 */
export const ACCESS_ROLES = ['ELT', 'Admin', 'HR', 'IT desk'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];
export const accessRoleSchema = z.enum(ACCESS_ROLES);

/**
 * Reads the HR system's semicolon-separated access string ("ELT;Admin"). Only an import format:
 * in Portico roles are rows on the employee. Unknown values and blanks are dropped, duplicates
 * collapse, and matching is exact as in the source system.
 */
export function parseAccess(access: string | null | undefined): AccessRole[] {
  if (!access) return [];
  const roles = new Set<AccessRole>();
  for (const part of access.split(';')) {
    const value = part.trim();
    if ((ACCESS_ROLES as readonly string[]).includes(value)) roles.add(value as AccessRole);
  }
  return ACCESS_ROLES.filter((role) => roles.has(role));
}

export function formatAccess(roles: readonly AccessRole[]): string {
  return roles.join(';');
}

/**
 * The IT desk is worked by Admins and by the people Admins grant the IT desk role. It is a
 * role, never a department: a department is HR data, and the profile lets people describe
 * themselves (DESIGN §5).
 */
export const worksItDesk = (roles: readonly AccessRole[]) =>
  roles.includes('Admin') || roles.includes('IT desk');
