import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { QUICK_LINK_SORTS, type QuickLinkSort } from '@portico/domain/quick-links/quick-link-schema';
import { QUICK_LINKS_TABLE_PAGE_SIZE } from '@portico/domain/quick-links/quick-link-sizes';
import { DataTable } from '../../components/data-table/data-table';
import { PageTitle } from '../../components/page-title';
import { pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useQuickLinks } from './api/get-quick-links';
import { quickLinkColumns } from './quick-link-columns';
import { useQuickLinkEditor } from './use-quick-link-editor';

/** Spec §2 Quick links table: a search box and 12 links a page, kept in the address. */
const LIST_OPTIONS: ListStateOptions<QuickLinkSort> = {
  sorts: QUICK_LINK_SORTS,
  view: {
    sort: 'createdAt',
    order: 'desc',
    pageSize: QUICK_LINKS_TABLE_PAGE_SIZE,
    pageSizes: [QUICK_LINKS_TABLE_PAGE_SIZE],
  },
};

export function QuickLinksPage() {
  const { _: translate } = useLingui();
  const list = useListState(LIST_OPTIONS);
  const links = useQuickLinks(pageQueryOf(list));
  const editor = useQuickLinkEditor();
  const { openEdit, askDelete } = editor;
  const columns = useMemo(
    () => quickLinkColumns({ translate, onEdit: openEdit, onDelete: askDelete }),
    [translate, openEdit, askDelete],
  );
  const title = translate(msg`Quick Links`);

  return (
    <>
      <PageTitle title={title} />
      <Stack gap="md">
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={editor.openNew}>
            <Trans>New Link</Trans>
          </Button>
        </Group>
        {editor.feedback}
        <DataTable
          label={title}
          columns={columns}
          list={list}
          result={links}
          getRowId={(link) => link.id}
          minWidth={640}
        />
      </Stack>
      {editor.modals}
    </>
  );
}
