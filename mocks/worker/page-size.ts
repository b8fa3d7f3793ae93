/**
 * The browser's database's page size (`database.ts`, whose `readied` says why), which the build's
 * seeded database has too (scripts/vite-seed-asset.ts reads it here): a file of another page size
 * could not be copied into a browser's database by "reset demo data" (IndexedDB's VFS keeps the
 * size it started with). Kept apart, free of imports, for the build to read.
 */
export const PAGE_SIZE = 65_536;
