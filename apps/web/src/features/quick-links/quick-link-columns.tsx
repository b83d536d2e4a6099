import { Anchor, Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { formatDate } from '../../lib/format';
import { QuickLinkIconView } from './quick-link-icon';
import { QuickLinkMenu } from './quick-link-menu';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

interface ColumnActions {
  onEdit: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
  /** The Corporate Links screen shows each link's company instead of its kind. */
  byCompany?: boolean;
}

const KIND_COLUMN: ColumnDef<QuickLink> = {
  id: 'kind',
  header: 'Type',
  accessorFn: (link) => (link.isCorporate ? 'Corporate' : 'Personal'),
  enableSorting: false,
  cell: ({ getValue }) => (
    <Badge variant="light" color={getValue() === 'Corporate' ? 'grape' : 'blue'} autoContrast tt="none">
      {getValue<string>()}
    </Badge>
  ),
};

const COMPANY_COLUMN: ColumnDef<QuickLink> = {
  id: 'company',
  header: 'Company',
  accessorFn: (link) => link.company?.name ?? 'Every company',
  enableSorting: false,
};

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
export function quickLinkColumns({ onEdit, onDelete, byCompany }: ColumnActions): ColumnDef<QuickLink>[] {
  return [
    {
      id: 'label',
      header: 'Title',
      accessorFn: (link) => link.label,
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Group gap="sm" wrap="nowrap">
          <QuickLinkIconView icon={original.icon} color={original.iconColor} size={22} />
          <Anchor href={original.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {original.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </Group>
      ),
    },
    { id: 'url', header: 'URL', accessorFn: (link) => link.url },
    byCompany ? COMPANY_COLUMN : KIND_COLUMN,
    { id: 'createdAt', header: 'Added', accessorFn: (link) => formatDate(link.createdAt) },
    {
      ...ACTIONS_COLUMN,
      cell: ({ row: { original } }) =>
        original.canEdit ? <QuickLinkMenu link={original} onEdit={onEdit} onDelete={onDelete} /> : null,
    },
  ];
}
