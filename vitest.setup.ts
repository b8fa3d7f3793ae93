import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetIntents } from '@/api/intent';
import { endConsoleWatch, watchConsoleErrors } from '@/test/console-errors';
import { stopRenderedConsoles } from '@/test/consoles';

// Component tests render the whole console, whose views are lazy chunks: on a loaded two-core CI
// machine the first visit to a page can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 10000, getElementError });

// happy-dom lacks the CSS Font Loading API every browser has: Mantine's autosizing textarea listens to
// `document.fonts` for fonts that finish loading (here, they never load: none is fetched).
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), {
    status: 'loaded',
    ready: Promise.resolve(),
    check: () => true,
  });
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(fonts, { ready: Promise.resolve(fonts) }),
  });
}

// The files of a worker share their modules and their window (vite.config.ts `isolate: false`), so
// each file starts from a blank page, an empty storage and no address, and each test leaves nothing
// on screen: what it rendered is unmounted and its toasts cleared (their store outlives a test).
const ORIGIN = 'http://localhost:3000/';
beforeAll(() => {
  document.body.innerHTML = '';
  // a download link clicked in happy-dom navigates the window to its blob: URL, against which
  // relative URLs (images, the site-root /mock calls) no longer resolve
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(ORIGIN);
  localStorage.clear();
  sessionStorage.clear();
});
// A console error fails the test that logged it (an act() warning, a failed prop type, an error a
// view caught and logged), unless the test said it expects it (expectConsoleErrors).
beforeEach(() => {
  watchConsoleErrors();
});
afterEach(async () => {
  cleanup();
  // unmounted first, so no view reads a stopped actor
  stopRenderedConsoles();
  // A lazy page the test led to may still be importing when its last assertion passes. Its import
  // finishes here, inside the test: were the file to end first, the worker's shared module graph
  // would keep an import failed by the environment's teardown ("Cannot load … after the
  // environment was torn down"), and every later file of the worker reaching that page would fail.
  await vi.dynamicImportSettled();
  notifications.clean();
  // a write of the next test is its own intent, however like this test's (src/api/intent.ts)
  resetIntents();
  const unexpected = endConsoleWatch();
  if (unexpected.length > 0) {
    throw new Error(`console.error during the test:\n${unexpected.join('\n---\n')}`);
  }
});

/** The words a person would read on the page: text outside style and script elements. */
function pageText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('style, script') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? '');
  const text = words.join(' ').replace(/\s+/g, ' ').trim();
  return text.length > 3000 ? `${text.slice(0, 3000)}…` : text;
}

/**
 * A query that finds nothing says where the console was and what it showed, in words: the default
 * dump of the DOM spends its 7000 characters on the shell's markup and style variables, and CI
 * keeps nothing else of a failed run. (Called with no message, it prints one element of a list of
 * matches, as the default does.)
 */
function getElementError(message: string | null, container: Element): Error {
  if (message === null) return new Error(prettyDOM(container, 1500) || '');
  const busy = document.querySelectorAll('[aria-busy="true"]').length;
  const where = `at ${window.location.hash || '(no hash)'}${busy > 0 ? `, ${busy} element(s) busy` : ''}`;
  const error = new Error(`${message}\n${where}\nthe page reads: ${pageText()}`);
  error.name = 'TestingLibraryElementError';
  return error;
}
