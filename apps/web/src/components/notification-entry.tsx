import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import { formatDateTime, formatRelativeTime } from '../lib/format';
import classes from './notification-entry.module.css';
import { notificationTypeLabel } from './notification-type-labels';

/**
 * What one notification says, in the bell and on the notifications page: its type, its
 * description and how long ago it came. An unread one has a dot and bold type, and says
 * "Unread" to screen readers.
 */
export function NotificationEntry({ item }: { item: NotificationItem }) {
  const { i18n } = useLingui();
  const unread = !item.isRead;
  const type = notificationTypeLabel(item.type);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.dot} data-unread={unread || undefined} aria-hidden="true" />
      <Box miw={0} style={{ flex: 1 }}>
        {unread && (
          <VisuallyHidden>
            <Trans>Unread:</Trans>{' '}
          </VisuallyHidden>
        )}
        <Text component="span" display="block" size="sm" fw={unread ? 700 : 500}>
          {typeof type === 'string' ? type : i18n._(type)}
        </Text>
        <Text component="span" display="block" size="sm" c={unread ? undefined : 'dimmed'} lineClamp={2}>
          {item.description}
        </Text>
        <Text
          component="time"
          display="block"
          size="xs"
          c="dimmed"
          dateTime={item.createdAt}
          title={formatDateTime(item.createdAt) ?? undefined}
        >
          {formatRelativeTime(item.createdAt)}
        </Text>
      </Box>
    </Group>
  );
}
