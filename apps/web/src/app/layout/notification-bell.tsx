import { lazy, Suspense } from 'react';
import { useBellNotifications } from '../../lib/api/get-notifications';
import { useOnDemand } from '../../lib/use-on-demand';
import { NotificationBellButton } from './notification-bell-button';

const loadDropdown = () => import('./notification-bell-dropdown');
const NotificationBellDropdown = lazy(loadDropdown);

/**
 * The header's notification bell (spec §2 Layout, §2 Notifications). The unread count is on
 * every screen and refreshed every minute while the tab is visible; the dropdown listing the
 * first 7 is code that loads on first use, like the header's other menus.
 */
export function NotificationBell() {
  const bell = useBellNotifications();
  const unreadCount = bell.data?.unreadCount ?? 0;
  const { activated, triggerProps } = useOnDemand(loadDropdown);
  const standIn = (
    <NotificationBellButton unreadCount={unreadCount} {...triggerProps} aria-haspopup="dialog" />
  );
  if (!activated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationBellDropdown />
    </Suspense>
  );
}
