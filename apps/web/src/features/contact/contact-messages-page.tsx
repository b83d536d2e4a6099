import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { Anchor } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import {
  CONTACT_MESSAGE_SORTS,
  richTextContent,
  type ContactMessageItem,
} from '@portico/domain/contact/contact-message';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../components/data-table/data-table';
import { PageTitle } from '../../components/page-title';
import { formatDateTime } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useContactMessages } from './api/get-contact-messages';
import { ContactMessageModal } from './contact-message-modal';

type Sort = (typeof CONTACT_MESSAGE_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort> = {
  sorts: CONTACT_MESSAGE_SORTS,
  view: { sort: 'createdAt', order: 'desc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

const column = createColumnHelper<ContactMessageItem>();
const columnsOpening = (translate: I18n['_'], open: (message: ContactMessageItem) => void) => [
  column.accessor('createdAt', {
    id: 'createdAt',
    header: translate(msg`Sent`),
    cell: (cell) => formatDateTime(cell.getValue()),
  }),
  column.accessor((row) => row.submittedBy.name, { id: 'submittedBy', header: translate(msg`From`) }),
  // The subject opens the message as it was sent, pictures and all.
  column.accessor('subject', {
    id: 'subject',
    header: translate(msg`Subject`),
    cell: (cell) => (
      <Anchor component="button" type="button" ta="left" onClick={() => open(cell.row.original)}>
        {cell.getValue()}
      </Anchor>
    ),
  }),
  // The text only here: the markup and pictures are in the message's own view.
  column.accessor((row) => richTextContent(row.message), {
    id: 'message',
    header: translate(msg`Message`),
    enableSorting: false,
  }),
];

/** Messages sent through Contact Portal Team, for Admins (the server refuses anyone else). */
export function ContactMessagesPage() {
  // `_` is new in each language, so the columns are made again on a switch.
  const { _: translate } = useLingui();
  const list = useListState(LIST_OPTIONS);
  const result = useContactMessages(pageQueryOf(list));
  const [open, setOpen] = useState<ContactMessageItem | null>(null);
  const columns = useMemo(() => columnsOpening(translate, setOpen), [translate]);
  const title = translate(msg`Contact Messages`);
  return (
    <>
      <PageTitle title={title} />
      <DataTable
        label={title}
        columns={columns}
        list={list}
        result={result}
        getRowId={(row) => row.id}
        errorMessage={translate(
          msg`The messages could not be loaded. Only Admins can read messages to the portal team.`,
        )}
      />
      <ContactMessageModal message={open} onClose={() => setOpen(null)} />
    </>
  );
}
