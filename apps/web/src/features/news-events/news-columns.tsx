import { Anchor, Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { NewsListItem } from '@portico/domain/news-events/news-dto';
import { NewsTypeBadge } from '../../components/news-type-badge';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatDate } from '../../lib/format';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

const VISIBILITY_LABELS: Record<NewsListItem['visibility'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue.9' },
  visible: { label: 'Showing', color: '#2b6b35' },
  expired: { label: 'Expired', color: 'gray.7' },
};

/** The author's own posts; column ids are the server's sort keys. */
export function newsColumns(onDelete: (row: NewsListItem) => void): ColumnDef<NewsListItem>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      accessorFn: (row) => row.title,
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor component={Link} to={`/newsEvents/${original.id}`} fw={600} size="sm">
          {original.title}
        </Anchor>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      accessorFn: (row) => row.type,
      cell: ({ row: { original } }) => <NewsTypeBadge type={original.type} />,
    },
    { id: 'visibleFrom', header: 'Visible From', accessorFn: (row) => formatDate(row.visibleFrom) },
    { id: 'visibleTo', header: 'Visible To', accessorFn: (row) => formatDate(row.visibleTo) },
    {
      id: 'visibility',
      header: 'Status',
      enableSorting: false,
      accessorFn: (row) => VISIBILITY_LABELS[row.visibility].label,
      cell: ({ row: { original } }) => {
        const { label, color } = VISIBILITY_LABELS[original.visibility];
        return (
          <Badge color={color} variant="filled" radius="sm">
            {label}
          </Badge>
        );
      },
    },
    { id: 'createdAt', header: 'Created', accessorFn: (row) => formatDate(row.createdAt) },
    {
      ...ACTIONS_COLUMN,
      cell: ({ row: { original } }) => (
        <EditDeleteActions
          name={original.title}
          editTo={`/newsEvents/edit/${original.id}`}
          onDelete={() => onDelete(original)}
        />
      ),
    },
  ];
}
