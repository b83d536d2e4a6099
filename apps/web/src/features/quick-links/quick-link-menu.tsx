import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';

interface QuickLinkMenuProps {
  link: QuickLink;
  onEdit: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
}

/** The Edit/Delete menu of a link the person may change; corporate links have none (spec §6). */
export function QuickLinkMenu({ link, onEdit, onDelete }: QuickLinkMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${link.label}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(link)}>
          Edit
        </Menu.Item>
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => onDelete(link)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
