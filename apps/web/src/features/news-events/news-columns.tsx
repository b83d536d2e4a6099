import { Anchor, Badge, Group } from '@mantine/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { NEWS_LIST_TEXT_FIELDS, type NewsListItem } from '@portico/domain/news-events/news-dto';
import { NewsTypeBadge } from '../../components/news-type-badge';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { shownToReader } from '../../components/bilingual/use-shown-in';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatDate } from '../../lib/format';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

const VISIBILITY_LABELS: Record<NewsListItem['visibility'], { label: MessageDescriptor; color: string }> = {
  scheduled: { label: msg`Scheduled`, color: 'blue.9' },
  visible: { label: msg`Showing`, color: '#2b6b35' },
  expired: { label: msg`Expired`, color: 'gray.7' },
};

/**
 * The author's own posts; column ids are the server's sort keys. `_` is the reader's language
 * of this render (`useLingui()`), so a language switch builds them again.
 */
export function newsColumns(_: I18n['_'], onDelete: (row: NewsListItem) => void): ColumnDef<NewsListItem>[] {
  return [
    {
      id: 'title',
      header: _(msg`Title`),
      accessorFn: (row) => shownToReader(row, NEWS_LIST_TEXT_FIELDS).texts.title,
      enableHiding: false,
      cell: ({ row: { original } }) => {
        const shown = shownToReader(original, NEWS_LIST_TEXT_FIELDS);
        return (
          <Group gap={6} wrap="nowrap">
            <Anchor
              component={Link}
              to={`/newsEvents/${original.id}`}
              fw={600}
              size="sm"
              lang={langOf(shown)}
            >
              {shown.texts.title}
            </Anchor>
            <OnlyInMark shown={shown} size="xs" />
          </Group>
        );
      },
    },
    {
      id: 'type',
      header: _(msg`Type`),
      accessorFn: (row) => row.type,
      cell: ({ row: { original } }) => <NewsTypeBadge type={original.type} />,
    },
    { id: 'visibleFrom', header: _(msg`Visible From`), accessorFn: (row) => formatDate(row.visibleFrom) },
    { id: 'visibleTo', header: _(msg`Visible To`), accessorFn: (row) => formatDate(row.visibleTo) },
    {
      id: 'visibility',
      header: _(msg`Status`),
      enableSorting: false,
      accessorFn: (row) => _(VISIBILITY_LABELS[row.visibility].label),
      cell: ({ row: { original } }) => {
        const { label, color } = VISIBILITY_LABELS[original.visibility];
        return (
          <Badge color={color} variant="filled" radius="sm">
            {_(label)}
          </Badge>
        );
      },
    },
    {
      id: 'createdAt',
      header: _(msg({ context: 'column', message: 'Created' })),
      accessorFn: (row) => formatDate(row.createdAt),
    },
    {
      ...ACTIONS_COLUMN,
      header: _(msg`Actions`),
      meta: { label: _(msg`Actions`) },
      cell: ({ row: { original } }) => (
        <EditDeleteActions
          name={shownToReader(original, NEWS_LIST_TEXT_FIELDS).texts.title}
          editTo={`/newsEvents/edit/${original.id}`}
          onDelete={() => onDelete(original)}
        />
      ),
    },
  ];
}
