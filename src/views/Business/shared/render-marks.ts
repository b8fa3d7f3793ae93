/**
 * User-timing marks around a list's re-render (scripts/bench-list-render.mjs reads them): the request
 * left, the data arrived, React committed it, and the frame after it was drawn. Between the request and
 * the data the mock back-end works on the same thread; the marks let the benchmark leave that out.
 * Cheap enough to keep in production.
 */
const name = (listId: string, what: string) => `outpost:list:${listId}:${what}`;

export function markRequested(listId: string): void {
  performance.mark(name(listId, 'request'));
}

export function markDataArrived(listId: string): void {
  performance.mark(name(listId, 'data'));
}

export function markCommitted(listId: string): void {
  const data = name(listId, 'data');
  if (performance.getEntriesByName(data, 'mark').length === 0) return;
  performance.mark(name(listId, 'commit'));
  performance.measure(name(listId, 'render'), data, name(listId, 'commit'));
  requestAnimationFrame(() =>
    setTimeout(() => {
      // two commits in one frame: the first callback has measured and cleared the mark already
      if (performance.getEntriesByName(data, 'mark').length === 0) return;
      performance.measure(name(listId, 'frame'), data);
      performance.clearMarks(data);
    }, 0),
  );
}
