// The toasts' component (with its transitions), a chunk of its own that App.tsx loads when the
// first toast is shown; the store that `notifications.show` writes to stays in the first chunks.
export { Notifications } from '@mantine/notifications';
