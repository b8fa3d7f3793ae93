// The navigation bar's component (Mantine's Progress under it), a chunk of its own that App.tsx loads
// when a navigation first starts it; the store that `nprogress.start` writes to stays in the first
// chunks (issue #18: the sign-in page shows no bar until someone goes somewhere).
export { NavigationProgress } from '@mantine/nprogress';
