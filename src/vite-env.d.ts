/// <reference types="vite/client" />

/** Whether the embedded mock back-end is bundled (VITE_USE_MOCK, default on). */
declare const __USE_MOCK__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_USE_MOCK?: string;
}
