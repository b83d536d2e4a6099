import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { formatDate } from '../../lib/format';
import { QuickLinkIconView } from './quick-link-icon';
import { QuickLinkMenu } from './quick-link-menu';
import { shownLabel } from './shown-label';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

interface ColumnActions {
  /** `_` of `useLingui()`: new in each language, so the columns are made again on a switch. */
  translate: I18n['_'];
  onEdit: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
  /** The Corporate Links screen shows each link's company instead of its kind. */
  byCompany?: boolean;
}

const kindColumn = (translate: I18n['_']): ColumnDef<QuickLink> => ({
  id: 'kind',
  header: translate(msg`Type`),
  accessorFn: (link) => translate(link.isCorporate ? msg`Corporate` : msg`Personal`),
  enableSorting: false,
  cell: ({ getValue, row: { original } }) => (
    <Badge variant="light" color={original.isCorporate ? 'grape' : 'blue'} autoContrast tt="none">
      {getValue<string>()}
    </Badge>
  ),
});

const companyColumn = (translate: I18n['_']): ColumnDef<QuickLink> => ({
  id: 'company',
  header: translate(msg`Company`),
  accessorFn: (link) => link.company?.name ?? translate(msg`Every company`),
  enableSorting: false,
});

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
export function quickLinkColumns({
  translate,
  onEdit,
  onDelete,
  byCompany,
}: ColumnActions): ColumnDef<QuickLink>[] {
  return [
    {
      id: 'label',
      header: translate(msg`Title`),
      // The title the reader sees: a corporate link's in their language, or the other marked.
      accessorFn: (link) => shownLabel(link).texts.label,
      enableHiding: false,
      cell: ({ row: { original } }) => {
        const shown = shownLabel(original);
        return (
          <Group gap="sm" wrap="nowrap">
            <QuickLinkIconView icon={original.icon} color={original.iconColor} size={22} />
            <Anchor href={original.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              <span lang={langOf(shown)}>{shown.texts.label}</span>
              <VisuallyHidden>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </Anchor>
            <OnlyInMark shown={shown} size="xs" />
          </Group>
        );
      },
    },
    { id: 'url', header: translate(msg`URL`), accessorFn: (link) => link.url },
    byCompany ? companyColumn(translate) : kindColumn(translate),
    { id: 'createdAt', header: translate(msg`Added`), accessorFn: (link) => formatDate(link.createdAt) },
    {
      ...ACTIONS_COLUMN,
      cell: ({ row: { original } }) =>
        original.canEdit ? <QuickLinkMenu link={original} onEdit={onEdit} onDelete={onDelete} /> : null,
    },
  ];
}
