import { Checkbox, Group, Stack } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useMemo, useState } from 'react';
import {
  ACCESS_ROLE_SORTS,
  roleChangeRefusal,
  type RoleHolderRow,
} from '@portico/domain/access-roles/access-role-admin';
import { ACCESS_ROLES, type AccessRole } from '@portico/domain/identity/roles';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { NoAccess } from '../../components/no-access';
import { PageTitle } from '../../components/page-title';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { SuccessAlert } from '../../components/success-alert';
import { useMe } from '../../lib/api/get-me';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useChangeRole, type ChangeRole } from './api/change-role';
import { useRoleHolders } from './api/get-role-holders';
import { formatAccessRole } from '../../messages/access-role-names';

type Sort = (typeof ACCESS_ROLE_SORTS)[number];

const LIST_OPTIONS: ListStateOptions<Sort, string, 'role'> = {
  sorts: ACCESS_ROLE_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { role: ACCESS_ROLES },
};

/** Who may use the screen (the server refuses anyone else too). */
const ADMIN_ROLE: AccessRole = 'Admin';

const column = createColumnHelper<RoleHolderRow>();

/** The change being saved, if any (every box waits for it), and how a box asks for one. */
interface RoleChanging {
  myId: string;
  saving: ChangeRole | undefined;
  onChange: (change: ChangeRole) => void;
}

/*
 * Given to the boxes by context, not through the columns: columns made anew on each change
 * would make the table mount every cell again, and the box just clicked with it.
 */
const RoleChangingContext = createContext<RoleChanging>({
  myId: '',
  saving: undefined,
  onChange: () => {},
});

/**
 * One checkbox a role; an Admin's own Admin box is locked (decision 034). The box clicked
 * shows its new state at once while the change is saved, and its old one again if it fails.
 * Meanwhile every box waits, marked aria-disabled and ignoring changes rather than disabled:
 * a disabled box drops the keyboard focus, so Space on a box would leave its user nowhere.
 */
function RoleBoxes({ person }: { person: RoleHolderRow }) {
  const { myId, saving, onChange } = useContext(RoleChangingContext);
  const { t } = useLingui();
  const name = person.name;
  return (
    <Group gap="md" wrap="wrap">
      {ACCESS_ROLES.map((role) => {
        const held = person.roles.includes(role);
        const clicked = saving?.employeeId === person.id && saving.role === role;
        const locked =
          held && roleChangeRefusal({ employeeId: myId }, person.id, { role, granted: false }) !== null;
        const roleLabel = formatAccessRole(role);
        return (
          <Checkbox
            key={role}
            label={roleLabel}
            aria-label={t`${roleLabel} for ${name}`}
            checked={clicked ? saving.granted : held}
            disabled={locked}
            aria-disabled={saving !== undefined || undefined}
            title={locked ? t`Another Admin must remove your Admin role` : undefined}
            onChange={(event) =>
              onChange({ employeeId: person.id, role, granted: event.currentTarget.checked })
            }
          />
        );
      })}
    </Group>
  );
}

/** The list's columns, in `_language` (the active one, which `i18n` speaks). */
function roleHolderColumns(i18n: I18n, _language: string) {
  return [
    column.accessor('name', { id: 'name', header: i18n._(msg`Name`), enableHiding: false }),
    column.accessor('employeeNumber', { id: 'employeeNumber', header: i18n._(msg`Employee #`) }),
    column.accessor((row) => row.email ?? '', {
      id: 'email',
      header: i18n._(msg`Email`),
      enableSorting: false,
    }),
    column.accessor((row) => row.company ?? '', {
      id: 'company',
      header: i18n._(msg`Company`),
      enableSorting: false,
    }),
    column.display({
      id: 'roles',
      header: i18n._(msg`Access roles`),
      enableHiding: false,
      cell: ({ row: { original } }) => <RoleBoxes person={original} />,
    }),
  ];
}

/** Who holds ELT, Admin, HR and IT desk, and granting or revoking them (`/admin/access-roles`, Admins). */
export function AccessRolesPage() {
  const { t, i18n } = useLingui();
  const TITLE = t`Access Roles`;
  const me = useMe();
  const allowed = me.data?.roles.includes(ADMIN_ROLE) === true;
  const list = useListState(LIST_OPTIONS);
  const role = list.filters.role as AccessRole | undefined;
  const result = useRoleHolders({ ...pageQueryOf(list), role });
  const change = useChangeRole();
  const [done, setDone] = useState<string | null>(null);
  const myId = me.data?.id ?? '';

  // Made anew when the language changes and only then (not as a catalogue arrives): new
  // columns mount every cell again, the box just clicked with it.
  const language = i18n.locale;
  const columns = useMemo(() => roleHolderColumns(i18n, language), [i18n, language]);
  // Set in the click's own event, so the box shows its new state as the click ends (the
  // mutation's own pending state arrives a tick later); cleared once the save has settled.
  const [saving, setSaving] = useState<ChangeRole>();
  const changing: RoleChanging = {
    myId,
    saving,
    onChange: (next) => {
      // One change at a time: a box clicked while another saves keeps its state.
      if (saving) return;
      setSaving(next);
      change.mutate(next, {
        onSettled: () => setSaving(undefined),
        onSuccess: (person) => {
          const role = formatAccessRole(next.role);
          const name = person.name;
          // A quote is doubled in a message ('' reads '): a single one would hide {role}.
          setDone(
            next.granted ? t`''${role}'' was granted to ${name}.` : t`''${role}'' was removed from ${name}.`,
          );
        },
      });
    },
  };

  if (me.data && !allowed) return <NoAccess title={TITLE} />;

  return (
    <>
      <PageTitle title={TITLE} />
      <Stack gap="md">
        {done && (
          <SuccessAlert title={TITLE} onClose={() => setDone(null)}>
            {done}
          </SuccessAlert>
        )}
        <ServerErrorAlert error={change.error} fallbackTitle={t`The role could not be changed`} />
        <RoleChangingContext.Provider value={changing}>
          <DataTable
            label={TITLE}
            columns={columns}
            list={list}
            result={result}
            getRowId={(row) => row.id}
            errorMessage={t`The people could not be loaded. Only Admins can see who holds access roles.`}
            filters={
              <FilterSelect
                label={t`Role`}
                allLabel={t`Everyone`}
                options={ACCESS_ROLES.map((value) => ({ value, label: formatAccessRole(value) }))}
                value={role}
                onChange={(value) => list.setFilter('role', value)}
                width={200}
              />
            }
          />
        </RoleChangingContext.Provider>
      </Stack>
    </>
  );
}
