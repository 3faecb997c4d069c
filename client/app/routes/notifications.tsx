import { paths } from '../../config/paths';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';

/** /notifications: the caller's notices (ours, issue 21); the header's bell leads here. */
export default function NotificationsRoute() {
  return <NotificationsScreen title={paths.notifications.title} />;
}
