import { inject } from 'vitest';
import { shareSeedsThrough } from './server/store/seed-cache';
import { fileSeedCache } from './server/store/seed-cache.node';

// The business seed is built once per run and shared by the test files (vitest.global-setup.ts).
shareSeedsThrough(fileSeedCache(inject('seedCacheDir')));
