/**
 * The message areas of the pages outside the console (sign-in, registration, password reset, error
 * pages): all a visitor who has not signed in needs. The build puts each language's entry areas in
 * one chunk (scripts/vite-chunks.ts), so the sign-in page fetches one file of messages, not one per area.
 */
export const ENTRY_AREAS = ['shell', 'access'];
