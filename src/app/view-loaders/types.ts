import type { ComponentType } from 'react';

/** Loads one view's chunk; the registry in `../views.ts` wraps it in `lazyView`. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;
