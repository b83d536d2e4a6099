// Popover and Menu styles are not in the first paint's sheet; they arrive with this code.
import '../../lib/mantine-styles-later';
import { useEffect, useId } from 'react';
import { Anchor, Box, Divider, Popover, Text, Title, UnstyledButton } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NotificationEntry } from '../../components/notification-entry';
import { bellNotificationsQueryOptions, useBellNotifications } from '../../lib/api/get-notifications';
import { useOpenOnArrival } from '../../lib/use-on-demand';
import { useOpenNotification } from '../../lib/use-open-notification';
import classes from './notification-bell.module.css';
import { NotificationBellButton } from './notification-bell-button';
import { LoadingSpinner } from '../../components/loading-state';

/**
 * The bell's dropdown: 'You have {n} unopened notifications', the first 7 notifications and a
 * link to all of them. It is a small dialog: Tab moves through the entries, Escape or a click
 * outside closes it, and the focus goes back to the bell.
 */
export default function NotificationBellDropdown() {
  const { targetRef, opened, setOpened } = useOpenOnArrival<HTMLButtonElement>();
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const bell = useBellNotifications();
  const { onOpen } = useOpenNotification();
  const unreadCount = bell.data?.unreadCount ?? 0;
  const close = () => setOpened(false);

  // Opening the bell is a good moment to catch up, if the last poll is not recent.
  useEffect(() => {
    if (!opened) return;
    void queryClient.refetchQueries({ queryKey: bellNotificationsQueryOptions().queryKey, stale: true });
  }, [opened, queryClient]);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      returnFocus
      // The header is fixed, so the bell never scrolls out of view.
      hideDetached={false}
    >
      <Popover.Target>
        <NotificationBellButton
          ref={targetRef}
          unreadCount={unreadCount}
          onClick={() => setOpened((wasOpened) => !wasOpened)}
        />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p={0} maw="calc(100vw - 16px)">
        <Title order={2} id={headingId} fz="md" px="md" pt="sm" pb="xs">
          <Plural
            value={unreadCount}
            one="You have # unopened notifications"
            other="You have # unopened notifications"
          />
        </Title>
        <Divider />
        {bell.isPending && (
          <Box p="md" ta="center">
            <LoadingSpinner label={t`Loading notifications`} />
          </Box>
        )}
        {bell.isError && !bell.data && (
          <Text size="sm" p="md" role="alert">
            <Trans>Your notifications could not be loaded.</Trans>
          </Text>
        )}
        {bell.data && bell.data.items.length === 0 && (
          <Text size="sm" p="md" c="dimmed">
            <Trans>No notifications.</Trans>
          </Text>
        )}
        {bell.data && bell.data.items.length > 0 && (
          <Box component="ul" className={classes.list}>
            {bell.data.items.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  component={Link}
                  to={item.target}
                  className={classes.entry}
                  data-unread={!item.isRead || undefined}
                  onClick={() => {
                    onOpen(item);
                    close();
                  }}
                >
                  <NotificationEntry item={item} />
                </UnstyledButton>
              </li>
            ))}
          </Box>
        )}
        <Divider />
        <Box px="md" py="xs" ta="center">
          <Anchor component={Link} to="/notifications" size="sm" fw={600} onClick={close}>
            <Trans>See all notifications</Trans>
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
