import '../../lib/mantine-styles-later';
import { Anchor, Group, Image, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import {
  WALL_OF_WOW_SORTS,
  type WallOfWowAdminRow,
  type WallOfWowSort,
} from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { DataTable } from '../../components/data-table/data-table';
import { formatMonthYear } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { AdminListPage } from '../../components/admin-list-page';
import { useDeleteWallOfWow } from './api/change-wall-of-wow';
import { useWallOfWowAdmin } from './api/get-wall-of-wow-admin';
import { WALL_OF_WOW_LIST } from './wall-of-wow-paths';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';
import { useEditDeleteRows } from '../../components/data-table/use-edit-delete-rows';
import { WALL_OF_WOW_TEXT_FIELDS } from '@portico/domain/wall-of-wow/wall-of-wow-texts';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { shownToReader } from '../../components/bilingual/use-shown-in';

const LIST_OPTIONS: ListStateOptions<WallOfWowSort> = {
  sorts: WALL_OF_WOW_SORTS,
  view: { sort: 'month', order: 'desc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

const column = createColumnHelper<WallOfWowAdminRow>();
const nameOf = (entry: WallOfWowAdminRow) => `${formatMonthYear(entry.month)}: ${entry.winner.name}`;

/**
 * `/admin/wall-of-wow` (Admins): every month's winner, newest first, searched by winner,
 * nominator or value; the newest month is the dashboard's card. Each opens its form and picture.
 */
export function WallOfWowAdminPage() {
  const { t } = useLingui();
  const title = t`Wall of Wow`;
  const list = useListState(LIST_OPTIONS);
  const entries = useWallOfWowAdmin(pageQueryOf(list));
  const rows = useEditDeleteRows({
    title,
    remove: useDeleteWallOfWow(),
    failedTitle: t`The Wall of Wow entry could not be deleted`,
    nameOf: nameOf,
  });
  const { actions } = rows;

  const columns = useMemo(
    () => [
      column.accessor('month', {
        header: t`Month`,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <Anchor component={Link} to={`${WALL_OF_WOW_LIST}/${original.id}`} size="sm" fw={600}>
            {formatMonthYear(original.month)}
          </Anchor>
        ),
      }),
      column.accessor((entry) => entry.winner.name, { id: 'winner', header: t`Winner` }),
      column.accessor('nominatedBy', { header: t`Nominated By`, enableSorting: false }),
      column.accessor((entry) => shownToReader(entry, WALL_OF_WOW_TEXT_FIELDS).texts.value, {
        id: 'value',
        header: t`Value`,
        cell: ({ row: { original } }) => {
          const shown = shownToReader(original, WALL_OF_WOW_TEXT_FIELDS);
          return (
            <Group gap={6} wrap="nowrap">
              <span lang={langOf(shown)}>{shown.texts.value}</span>
              <OnlyInMark shown={shown} size="xs" />
            </Group>
          );
        },
      }),
      column.display({
        id: 'picture',
        header: t`Picture`,
        cell: ({ row: { original } }) => {
          const winnerName = original.winner.name;
          return original.imageUrl ? (
            <Image
              src={original.imageUrl}
              alt={t`Picture for ${winnerName}`}
              w={72}
              h={40}
              fit="cover"
              radius="sm"
            />
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>None yet</Trans>
            </Text>
          );
        },
      }),
      column.display({
        ...ACTIONS_COLUMN,
        header: t`Actions`,
        meta: { label: t`Actions` },
        cell: ({ row: { original } }) => actions(original, `${WALL_OF_WOW_LIST}/${original.id}`),
      }),
    ],
    [actions, t],
  );

  return (
    <AdminListPage
      title={title}
      newAction={{ label: t`New Wall of Wow`, to: `${WALL_OF_WOW_LIST}/new` }}
      feedback={rows.feedback}
      deleting={rows.deleting}
    >
      <DataTable
        label={t`Wall of Wow entries`}
        columns={columns}
        list={list}
        result={entries}
        getRowId={(entry) => entry.id}
        minWidth={720}
        errorMessage={t`The Wall of Wow could not be loaded. Only Admins can manage the Wall of Wow.`}
      />
    </AdminListPage>
  );
}
