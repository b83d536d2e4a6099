import { Trans } from '@lingui/react/macro';
import { Text, VisuallyHidden } from '@mantine/core';
import type { QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { QuickLinkIconView } from './quick-link-icon';
import { QuickLinkMenu } from './quick-link-menu';
import classes from './quick-links.module.css';
import { useShownLabel } from './shown-label';

interface QuickLinkTileProps {
  link: QuickLink;
  onEdit: (link: QuickLink) => void;
  onDelete: (link: QuickLink) => void;
}

/**
 * One link of the dashboard grid: it opens in a new tab; a personal link has its menu beside it.
 * A corporate link's title is in the reader's language, or in the other under a small mark that
 * says so (decision 065), which wraps rather than be cut on a narrow tile.
 */
export function QuickLinkTile({ link, onEdit, onDelete }: QuickLinkTileProps) {
  const shown = useShownLabel()(link);
  return (
    <li className={classes.tile}>
      <a className={classes.tileLink} href={link.url} target="_blank" rel="noopener noreferrer">
        <QuickLinkIconView icon={link.icon} color={link.iconColor} />
        <Text size="sm" fw={500} lineClamp={2} lang={langOf(shown)}>
          {shown.texts.label}
        </Text>
        <OnlyInMark
          shown={shown}
          size="xs"
          h="auto"
          maw="100%"
          styles={{ label: { whiteSpace: 'normal' } }}
        />
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
