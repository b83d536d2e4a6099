import { useId } from 'react';
import { Button, Group, Paper, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import { NotificationEntry } from '../../components/notification-entry';
import { useOpenNotification } from '../../lib/use-open-notification';
import classes from './notification-list.module.css';

/**
 * A page of notifications. Each entry links to its target and marks itself read on the way
 * (spec §4); an unread one also has a 'Mark as read' button that stays on the page.
 */
export function NotificationList({ items }: { items: readonly NotificationItem[] }) {
  const { onOpen, markRead } = useOpenNotification();
  const { t } = useLingui();
  return (
    <Paper withBorder component="ul" className={classes.list} aria-label={t`Notifications`}>
      {items.map((item) => (
        <NotificationRow
          key={item.id}
          item={item}
          onOpen={onOpen}
          onMarkRead={() => markRead.mutate(item.id)}
          marking={markRead.isPending && markRead.variables === item.id}
        />
      ))}
    </Paper>
  );
}

interface NotificationRowProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  onMarkRead: () => void;
  marking: boolean;
}

function NotificationRow({ item, onOpen, onMarkRead, marking }: NotificationRowProps) {
  const entryId = useId();
  return (
    <li className={classes.row} data-unread={!item.isRead || undefined}>
      <Group gap="sm" wrap="nowrap" align="center" px="md" py="sm">
        <UnstyledButton
          id={entryId}
          component={Link}
          to={item.target}
          className={classes.entry}
          onClick={() => onOpen(item)}
        >
          <NotificationEntry item={item} />
        </UnstyledButton>
        {!item.isRead && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            onClick={onMarkRead}
            loading={marking}
            aria-describedby={entryId}
          >
            <Trans>Mark as read</Trans>
          </Button>
        )}
      </Group>
    </li>
  );
}
