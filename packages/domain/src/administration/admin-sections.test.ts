import { describe, expect, it } from 'vitest';
import type { AccessRole } from '../identity/roles';
import { adminSectionsFor } from './admin-sections';

describe('adminSectionsFor: who sees which administration screens', () => {
  const rows: [AccessRole[], string[]][] = [
    [
      ['Admin'],
      [
        '/admin/access-roles',
        '/admin/quick-links',
        '/admin/training-docs',
        '/admin/corporate-forms',
        '/admin/careers',
        '/admin/business-units',
        '/admin/sites',
        '/admin/wall-of-wow',
        '/admin/substitutes',
        '/admin/quotes',
        '/admin/request-categories',
        '/admin/projects',
        '/admin/approval-reminders',
        '/hr-import',
        '/admin/audit-log',
      ],
    ],
    [
      ['ELT', 'Admin'],
      [
        '/admin/access-roles',
        '/admin/quick-links',
        '/admin/training-docs',
        '/admin/corporate-forms',
        '/admin/careers',
        '/admin/business-units',
        '/admin/sites',
        '/admin/wall-of-wow',
        '/admin/substitutes',
        '/admin/quotes',
        '/admin/request-categories',
        '/admin/projects',
        '/admin/approval-reminders',
        '/hr-import',
        '/admin/audit-log',
      ],
    ],
    [['HR'], ['/admin/business-units', '/hr-import']],
    [['ELT'], []],
    [['IT desk'], []],
    [[], []],
  ];
  it.each(rows)('%j sees %j', (roles, paths) => {
    expect(adminSectionsFor(roles).map((section) => section.path)).toEqual(paths);
  });
});
