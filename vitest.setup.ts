import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Component tests render the whole console, whose views are lazy chunks: on a loaded two-core CI
// machine the first visit to a page can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10000 });
