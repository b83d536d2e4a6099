import { Trans } from '@lingui/react/macro';
import { Text, VisuallyHidden } from '@mantine/core';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { QuickLinkIconView } from './quick-link-icon';
import { QuickLinkMenu } from './quick-link-menu';
import classes from './quick-links.module.css';

interface QuickLinkTileProps {
  link: QuickLink;
  onEdit: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
}

/** One link of the dashboard grid: it opens in a new tab; a personal link has its menu beside it. */
export function QuickLinkTile({ link, onEdit, onDelete }: QuickLinkTileProps) {
  return (
    <li className={classes.tile}>
      <a className={classes.tileLink} href={link.url} target="_blank" rel="noopener noreferrer">
        <QuickLinkIconView icon={link.icon} color={link.iconColor} />
        <Text size="sm" fw={500} lineClamp={2}>
          {link.label}
        </Text>
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      </a>
      {link.canEdit && (
        <div className={classes.menu}>
          <QuickLinkMenu link={link} onEdit={onEdit} onDelete={onDelete} />
        </div>
      )}
    </li>
  );
}
