/**
 * Query keys of the console's server state. A loader function (`getSku`) is named by a number of its
 * own, stable for the page's life, so two pages loading the same document share its answer.
 */
const loaderIds = new WeakMap<object, number>();
let nextId = 0;

export function loaderKey(loader: object): number {
  let id = loaderIds.get(loader);
  if (id === undefined) {
    id = ++nextId;
    loaderIds.set(loader, id);
  }
  return id;
}

export const documentKey = (loader: object, id: string) => ['document', loaderKey(loader), id] as const;

/** Every page of a list (all filters): what an action that changes its rows invalidates. */
export const listKey = (listId: string) => ['list', listId] as const;

/** The SKU picker's matches for a typed code (`search`: a page's own finder instead of the SKU list). */
export const skuPickerKey = (code: string, status?: string, search?: object) =>
  ['sku-picker', code, status ?? '', search ? loaderKey(search) : 0] as const;
