import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessRole } from '@portico/domain/identity/roles';
import { vocabulary } from '../lib/vocabulary';

/**
 * Each access role as the reader reads it: on the Access Roles screen, and inside the domain's
 * messages that name roles (the HR import's refusals). The value sent and stored stays the role.
 */
const ACCESS_ROLE_NAMES: Readonly<Record<AccessRole, MessageDescriptor>> = {
  ELT: msg`ELT`,
  Admin: msg`Admin`,
  HR: msg`HR`,
  'IT desk': msg`IT desk`,
};

export const formatAccessRole: (role: string) => string = vocabulary(ACCESS_ROLE_NAMES);

/** A list of roles as the domain writes it ('Admin, HR'), each in the reader's language. */
export const formatAccessRoles = (roles: string) =>
  roles
    .split(', ')
    .map((role) => formatAccessRole(role))
    .join(', ');
