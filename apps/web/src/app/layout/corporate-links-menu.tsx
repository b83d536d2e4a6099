// Popover and Menu styles are not in the first paint's sheet; they arrive with this code.
import '../../lib/mantine-styles-later';
import { Menu, NavLink, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import type { CorporateLink } from '@portico/domain/quick-links/corporate-link';
import { useOpenOnArrival } from '../../lib/use-on-demand';
import { corporateLinksButtonProps } from './corporate-links-button';

/** The Corporate Links menu itself; it replaces the stand-in on the first click and opens. */
export default function CorporateLinksMenu({ links }: { links: readonly CorporateLink[] }) {
  const { targetRef, opened, setOpened } = useOpenOnArrival<HTMLButtonElement>();
  return (
    <Menu
      position="bottom-start"
      width="target"
      shadow="md"
      opened={opened}
      onChange={setOpened}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <NavLink ref={targetRef} {...corporateLinksButtonProps} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.length === 0 ? (
          <Menu.Label>
            <Trans>No Data to Display</Trans>
          </Menu.Label>
        ) : (
          links.map((link) => (
            <Menu.Item
              key={link.id}
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} stroke={1.6} aria-hidden="true" />}
            >
              {link.label}
              <VisuallyHidden>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
