import { inject } from 'vitest';
import { shareSeedsThrough } from './mocks/db/seed-cache';
import { fileSeedCache } from './mocks/db/seed-cache.node';

// The business seed is built once per run and shared by the test files (vitest.global-setup.ts).
shareSeedsThrough(fileSeedCache(inject('seedCacheDir')));
