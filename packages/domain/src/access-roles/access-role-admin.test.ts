import { describe, expect, it } from 'vitest';
import type { AccessRole } from '../identity/roles';
import { OWN_ADMIN_REVOKE_REFUSED, roleChangeRefusal } from './access-role-admin';

const ALEX = 'alex';
const DREW = 'drew';

describe('roleChangeRefusal: an Admin cannot remove their own Admin role', () => {
  const rows: [string, string, AccessRole, boolean, string | null][] = [
    ['Alex revokes his own Admin', ALEX, 'Admin', false, OWN_ADMIN_REVOKE_REFUSED],
    ['Alex grants himself Admin again (no change)', ALEX, 'Admin', true, null],
    ['Alex revokes his own HR', ALEX, 'HR', false, null],
    ['Alex revokes his own IT desk', ALEX, 'IT desk', false, null],
    ['Alex grants Drew ELT', DREW, 'ELT', true, null],
    ['Alex revokes Drew’s Admin', DREW, 'Admin', false, null],
  ];
  it.each(rows)('%s', (_case, target, role, granted, refusal) => {
    expect(roleChangeRefusal({ employeeId: ALEX }, target, { role, granted })).toBe(refusal);
  });
});
