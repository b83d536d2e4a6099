import { Anchor, Badge, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_LOG_SORTS,
  type AuditEntityType,
  type AuditEntry,
} from '@portico/domain/administration/audit-log';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { NoAccess } from '../../components/no-access';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { formatDateTime } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useAuditLog } from './api/get-audit-log';
import { AuditChangeModal } from './audit-change-modal';
import { ACTION_LABELS, ENTITY_LABELS } from './audit-labels';

type Sort = (typeof AUDIT_LOG_SORTS)[number];

const LIST_OPTIONS: ListStateOptions<Sort, string, 'type' | 'actor'> = {
  sorts: AUDIT_LOG_SORTS,
  view: { sort: 'at', order: 'desc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { type: AUDIT_ENTITY_TYPES, actor: 'text' },
};

/** The role that reads the log (a role's id, not a text). */
const ADMIN_ROLE = 'Admin';

const column = createColumnHelper<AuditEntry>();

/** Every administration change, newest first, by kind of record and by person (`/admin/audit-log`, Admins). */
export function AuditLogPage() {
  const me = useMe();
  const { t, i18n } = useLingui();
  const TITLE = t`Audit Log`;
  const allowed = me.data?.roles.includes(ADMIN_ROLE) === true;
  const list = useListState(LIST_OPTIONS);
  const entityType = list.filters.type as AuditEntityType | undefined;
  const actorId = list.filters.actor;
  const result = useAuditLog({ ...pageQueryOf(list), entityType, actorId });
  const [viewing, setViewing] = useState<AuditEntry | null>(null);
  const { setFilter } = list;

  const columns = useMemo(
    () => [
      column.accessor('at', {
        id: 'at',
        header: t`When`,
        cell: (cell) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(cell.getValue())}
          </Text>
        ),
      }),
      column.accessor((row) => row.actor.name, {
        id: 'actor',
        header: t`Who`,
        enableSorting: false,
        cell: ({ row: { original } }) => {
          const actor = original.actor.name;
          return original.actor.id ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setFilter('actor', original.actor.id)}
              aria-label={t`Show only changes by ${actor}`}
            >
              {original.actor.name}
            </Anchor>
          ) : (
            original.actor.name
          );
        },
      }),
      column.accessor((row) => i18n._(ACTION_LABELS[row.action]), {
        id: 'action',
        header: t`Action`,
        enableSorting: false,
      }),
      column.accessor((row) => i18n._(ENTITY_LABELS[row.entityType]), {
        id: 'entityType',
        header: t`Record type`,
        enableSorting: false,
        cell: (cell) => (
          <Badge variant="light" color="gray" autoContrast tt="none">
            {cell.getValue()}
          </Badge>
        ),
      }),
      column.accessor('entityLabel', { id: 'entityLabel', header: t`Record`, enableSorting: false }),
      column.display({
        id: 'actions',
        header: t`Before / after`,
        meta: { label: t`Before / after` },
        enableHiding: false,
        cell: ({ row: { original } }) => {
          const record = original.entityLabel;
          const at = formatDateTime(original.at);
          return (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setViewing(original)}
              aria-label={t`View the change to ${record}, ${at}`}
            >
              <Trans>View</Trans>
            </Button>
          );
        },
      }),
    ],
    [setFilter, t, i18n],
  );

  if (me.data && !allowed) return <NoAccess title={TITLE} />;

  const actorName = actorId ? result.data?.items[0]?.actor.name : undefined;
  const actorShown = actorName ?? t`one person`;
  return (
    <>
      <PageTitle title={TITLE} />
      <Stack gap="md">
        <DataTable
          label={TITLE}
          columns={columns}
          list={list}
          result={result}
          getRowId={(row) => row.id}
          errorMessage={t`The audit log could not be loaded. Only Admins can read the audit log.`}
          filters={
            <Group gap="md" align="flex-end">
              <FilterSelect
                label={t`Record type`}
                allLabel={t`All records`}
                options={AUDIT_ENTITY_TYPES.map((type) => ({
                  value: type,
                  label: i18n._(ENTITY_LABELS[type]),
                }))}
                value={entityType}
                onChange={(value) => setFilter('type', value)}
                width={200}
              />
              {actorId && (
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{t`Changes by ${actorShown}`}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t`Show changes by everyone`}
                    onClick={() => setFilter('actor', null)}
                  />
                </Group>
              )}
            </Group>
          }
        />
      </Stack>
      <AuditChangeModal entry={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
