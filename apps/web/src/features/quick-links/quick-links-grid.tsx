import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DASHBOARD_QUICK_LINKS } from '@portico/domain/quick-links/quick-link-sizes';
import '../../lib/mantine-styles-later';
import { useQuickLinks } from './api/get-quick-links';
import { QuickLinkTile } from './quick-link-tile';
import classes from './quick-links.module.css';
import { useQuickLinkEditor } from './use-quick-link-editor';

/**
 * Spec §2 Dashboard quick-links grid: the first 11 links (the person's own, newest first, then
 * the corporate ones) and a New tile; 'see more' shows them all, 'see less' the first 11 again.
 */
/** The quick links table's route (not in the spec's route table; see docs/quick-links.md). */
const QUICK_LINKS_PATH = '/quickLinks';

export default function QuickLinksGrid() {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const links = useQuickLinks({ page: 1, pageSize: expanded ? 'all' : DASHBOARD_QUICK_LINKS });
  const editor = useQuickLinkEditor();
  const items = links.data?.items ?? [];
  const hasMore = (links.data?.total ?? 0) > DASHBOARD_QUICK_LINKS;

  return (
    <Card component="section" aria-labelledby="quick-links-heading" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="quick-links-heading">
          <Trans>Quick Links</Trans>
        </Title>
        <Anchor component={Link} to={QUICK_LINKS_PATH} size="sm">
          <Trans>All quick links</Trans>
        </Anchor>
      </Group>
      <Stack gap="sm">
        {editor.feedback}
        {links.isPending && (
          <Text c="dimmed">
            <Trans>Loading…</Trans>
          </Text>
        )}
        {links.isError && (
          <Text c="dimmed">
            <Trans>Your quick links could not be loaded.</Trans>
          </Text>
        )}
        {links.isSuccess && (
          <ul className={classes.grid} aria-label={t`Quick links`}>
            {items.map((link) => (
              <QuickLinkTile key={link.id} link={link} onEdit={editor.openEdit} onDelete={editor.askDelete} />
            ))}
            <li className={classes.tile}>
              <UnstyledButton className={`${classes.tileLink} ${classes.newTile}`} onClick={editor.openNew}>
                <IconPlus size={28} stroke={1.6} aria-hidden="true" />
                <Text size="sm" fw={500}>
                  <Trans>New</Trans>
                </Text>
              </UnstyledButton>
            </li>
          </ul>
        )}
        {hasMore && (
          <Group justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
            >
              {expanded ? <Trans>see less</Trans> : <Trans>see more</Trans>}
            </Button>
          </Group>
        )}
      </Stack>
      {editor.modals}
    </Card>
  );
}
