let warmed = false;

/** The performance mark set once the kit's list code is loaded (what a journey waits for). */
export const WARMED_MARK = 'outpost:warm:business-list';

/**
 * Loads the area kit's list (BusinessList: its table, filter bar, status tabs, pagination and their
 * inputs, some forty files) when the browser is next idle, so that the first list a person opens
 * fetches only its own code (#18: the first list's code was sixty-odd requests); and with it `alongside`
 * (the shell's: the code that asks for a list page's first rows as it is opened, `warmRouteData`).
 * Called once a business account's page has loaded; nothing is rendered, and it is done once a document.
 */
export function warmBusinessList(alongside: () => Promise<unknown> = () => Promise.resolve()): void {
  if (warmed) return;
  warmed = true;
  const load = () => {
    Promise.all([import('./BusinessList'), alongside()]).then(
      () => performance.mark(WARMED_MARK),
      () => {
        warmed = false; // offline a moment: the next page tries again
      },
    );
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 0);
}
