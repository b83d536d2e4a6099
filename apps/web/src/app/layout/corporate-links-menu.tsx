// Popover and Menu styles are not in the first paint's sheet; they arrive with this code.
import '../../lib/mantine-styles-later';
import { Menu, NavLink, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import type { CorporateLink } from '@portico/domain/quick-links/corporate-link';
import { QUICK_LINK_TEXT_FIELDS } from '@portico/domain/quick-links/quick-link-texts';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';
import { activeLanguage } from '../../lib/i18n';
import { useOpenOnArrival } from '../../lib/use-on-demand';
import { corporateLinksButtonProps } from './corporate-links-button';

/**
 * The Corporate Links menu itself; it replaces the stand-in on the first click and opens. Each
 * title is in the reader's language, or in the other, marked (decision 065), in the order of
 * the titles they see: the server's, and again here after a switch of language.
 */
export default function CorporateLinksMenu({ links }: { links: readonly CorporateLink[] }) {
  const { targetRef, opened, setOpened } = useOpenOnArrival<HTMLButtonElement>();
  const shownOf = useShownInEach(QUICK_LINK_TEXT_FIELDS);
  const collator = new Intl.Collator(activeLanguage());
  const shownLinks = links
    .map((link) => ({ link, shown: shownOf(link) }))
    .sort((a, b) => collator.compare(a.shown.texts.label, b.shown.texts.label));
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
          shownLinks.map(({ link, shown }) => (
            <Menu.Item
              key={link.id}
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} stroke={1.6} aria-hidden="true" />}
            >
              <span lang={langOf(shown)}>{shown.texts.label}</span>
              <OnlyInMark shown={shown} size="xs" ml={6} />
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
