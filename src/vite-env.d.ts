/// <reference types="vite/client" />

/** Whether the embedded mock back-end is bundled (VITE_USE_MOCK, default on). */
declare const __USE_MOCK__: boolean;

/**
 * The demo data the build seeded (scripts/vite-seed-asset.ts): a file beside the worker's chunk, or
 * the dev server's path; null without the mock.
 */
declare const __SEED_DATABASE_URL__: string | null;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_USE_MOCK?: string;
}
