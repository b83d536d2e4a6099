import { Anchor, Badge, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
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

const TITLE = 'Audit Log';
type Sort = (typeof AUDIT_LOG_SORTS)[number];

const LIST_OPTIONS: ListStateOptions<Sort, string, 'type' | 'actor'> = {
  sorts: AUDIT_LOG_SORTS,
  view: { sort: 'at', order: 'desc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { type: AUDIT_ENTITY_TYPES, actor: 'text' },
};

const column = createColumnHelper<AuditEntry>();

/** Every administration change, newest first, by kind of record and by person (`/admin/audit-log`, Admins). */
export function AuditLogPage() {
  const me = useMe();
  const allowed = me.data?.roles.includes('Admin') === true;
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
        header: 'When',
        cell: (cell) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(cell.getValue())}
          </Text>
        ),
      }),
      column.accessor((row) => row.actor.name, {
        id: 'actor',
        header: 'Who',
        enableSorting: false,
        cell: ({ row: { original } }) =>
          original.actor.id ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setFilter('actor', original.actor.id)}
              aria-label={`Show only changes by ${original.actor.name}`}
            >
              {original.actor.name}
            </Anchor>
          ) : (
            original.actor.name
          ),
      }),
      column.accessor((row) => AUDIT_ACTION_LABELS[row.action], {
        id: 'action',
        header: 'Action',
        enableSorting: false,
      }),
      column.accessor((row) => AUDIT_ENTITY_LABELS[row.entityType], {
        id: 'entityType',
        header: 'Record type',
        enableSorting: false,
        cell: (cell) => (
          <Badge variant="light" color="gray" autoContrast tt="none">
            {cell.getValue()}
          </Badge>
        ),
      }),
      column.accessor('entityLabel', { id: 'entityLabel', header: 'Record', enableSorting: false }),
      column.display({
        id: 'actions',
        header: 'Before / after',
        meta: { label: 'Before / after' },
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setViewing(original)}
            aria-label={`View the change to ${original.entityLabel}, ${formatDateTime(original.at)}`}
          >
            View
          </Button>
        ),
      }),
    ],
    [setFilter],
  );

  if (me.data && !allowed) return <NoAccess title={TITLE} />;

  const actorName = actorId ? result.data?.items[0]?.actor.name : undefined;
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
          errorMessage="The audit log could not be loaded. Only Admins can read the audit log."
          filters={
            <Group gap="md" align="flex-end">
              <FilterSelect
                label="Record type"
                allLabel="All records"
                options={AUDIT_ENTITY_TYPES.map((type) => ({
                  value: type,
                  label: AUDIT_ENTITY_LABELS[type],
                }))}
                value={entityType}
                onChange={(value) => setFilter('type', value)}
                width={200}
              />
              {actorId && (
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">Changes by {actorName ?? 'one person'}</Text>
                  <CloseButton
                    size="sm"
                    aria-label="Show changes by everyone"
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
