import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { useShownLabel } from './shown-label';

interface QuickLinkMenuProps {
  link: QuickLink;
  onEdit: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
}

/** The Edit/Delete menu of a link the person may change; corporate links have none (spec §6). */
export function QuickLinkMenu({ link, onEdit, onDelete }: QuickLinkMenuProps) {
  const { t } = useLingui();
  const label = useShownLabel()(link).texts.label;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${label}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(link)}>
          <Trans>Edit</Trans>
        </Menu.Item>
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => onDelete(link)}
        >
          <Trans>Delete</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
