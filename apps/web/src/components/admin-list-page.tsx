import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AccessRole } from '@portico/domain/identity/roles';
import { NoAccess } from './no-access';
import { PageTitle } from './page-title';
import { useMe } from '../lib/api/get-me';

const ADMIN: AccessRole = 'Admin';
const ADMINS: readonly AccessRole[] = [ADMIN];

/** The list's "New …" button: a page of its own (`to`) or a modal on this one (`onClick`). */
export type AdminNewAction =
  | { label: string; to: string; disabled?: boolean }
  | { label: string; onClick: () => void; disabled?: boolean };

interface AdminListPageProps {
  title: string;
  /** Who may use the screen (any of these roles); anyone else sees "no access" (the server refuses them too). */
  roles?: readonly AccessRole[];
  newAction: AdminNewAction;
  /** What the last action did (success and error alerts), shown above the table. */
  feedback?: ReactNode;
  /** The rows' delete (`useRowDelete`): a refusal shows below the feedback, the confirmation with the modals. */
  deleting?: { errorAlert: ReactNode; modal: ReactNode };
  /** The list itself, a `DataTable`. */
  children: ReactNode;
  /** Modals the list opens (its New / Edit modal; a delete confirmation not in `deleting`). */
  modals?: ReactNode;
}

/**
 * The frame of every administration list (`/admin/...`): the role check, the title, the
 * "New …" button, what just happened, then the table.
 */
export function AdminListPage({
  title,
  roles = ADMINS,
  newAction,
  feedback,
  deleting,
  children,
  modals,
}: AdminListPageProps) {
  const held = useMe().data?.roles;
  if (held && !roles.some((role) => held.includes(role))) return <NoAccess title={title} />;
  const icon = <IconPlus size={16} aria-hidden="true" />;
  return (
    <>
      <PageTitle title={title} />
      <Stack gap="md">
        <Group justify="flex-end">
          {'to' in newAction ? (
            <Button component={Link} to={newAction.to} leftSection={icon} disabled={newAction.disabled}>
              {newAction.label}
            </Button>
          ) : (
            <Button leftSection={icon} onClick={newAction.onClick} disabled={newAction.disabled}>
              {newAction.label}
            </Button>
          )}
        </Group>
        {feedback}
        {deleting?.errorAlert}
        {children}
      </Stack>
      {modals}
      {deleting?.modal}
    </>
  );
}
