import { notifications } from '@mantine/notifications';
import { navigate } from '@/app/router/hash-location';

/**
 * Back to sign-in with a success notice. It replaces any toast still showing (seed §9: one toast at
 * a time) rather than queueing behind it.
 */
export function doneToSignIn(message: string): void {
  notifications.clean();
  notifications.show({ color: 'teal', message, withBorder: true });
  navigate('/login', { replace: true });
}
