import { useId, type ComponentPropsWithRef } from 'react';
import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { IconBell } from '@tabler/icons-react';

interface NotificationBellButtonProps extends ComponentPropsWithRef<'button'> {
  unreadCount: number;
}

/**
 * The bell's look, shared by its stand-in and the real dropdown's target: an icon button named
 * 'Notifications' with the unread count on it (hidden at 0). The count is the button's
 * accessible description, so a screen reader says "Notifications, 3 unread".
 */
export function NotificationBellButton({ unreadCount, ref, ...buttonProps }: NotificationBellButtonProps) {
  const countId = useId();
  const { t } = useLingui();
  return (
    <Indicator
      inline
      label={unreadCount}
      maxValue={99}
      size={18}
      offset={6}
      color="red"
      disabled={unreadCount <= 0}
      // The visible number repeats the button's description; screen readers skip it.
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t`Notifications`}
        aria-describedby={unreadCount > 0 ? countId : undefined}
        {...buttonProps}
      >
        <IconBell size={20} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
      {unreadCount > 0 && (
        <VisuallyHidden id={countId}>
          <Plural value={unreadCount} one="# unread" other="# unread" />
        </VisuallyHidden>
      )}
    </Indicator>
  );
}
