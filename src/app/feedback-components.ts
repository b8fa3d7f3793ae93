// The toasts' and the progress bar's components, a chunk of their own that App.tsx loads when one is
// first needed (their stores, imported where they are used, stay in the page's first chunks).
export { Notifications } from '@mantine/notifications';
export { NavigationProgress } from '@mantine/nprogress';
