import { inject } from 'vitest';
import { DEMO_COST, hashPasswordsAt } from './server/areas/access/password-hash';
import { shareSeedsThrough } from './server/store/seed-cache';
import { fileSeedCache } from './server/store/seed-cache.node';

// Passwords hashed at the demo's cost, as the browser's home does (a hash of a served deployment's
// cost takes 0.1–0.25 s here, and the tests sign in thousands of times).
hashPasswordsAt(DEMO_COST);

// The business seed is built once per run and shared by the test files (vitest.global-setup.ts).
shareSeedsThrough(fileSeedCache(inject('seedCacheDir')));
