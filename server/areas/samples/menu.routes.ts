import { http } from 'msw';
import { mockDelay, mockPath } from '../../api/config';
import { ok, readJsonObject } from '../../api/http';
import { menuEntryFromBody } from './data/menu-save';
import { findEntry, insertFirst, nextEntryId, removeEntries, replaceEntry } from './data/menu-tree';
import { fieldMessages, invalidFields, noIdsToDelete, notFound, readIds } from './data/requests';
import { menuTree, setMenuTree } from './data/role-store';

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/**
 * Menu management over the sample roles' menu tree: the roles pick their menus from it, and a role's
 * menu reaches an account of that role (see `roleRoutes`). Saves and deletes follow seed §4.
 */
export const mockMenuHandlers = [
  http.get(mockPath('menu/list'), async () => {
    await mockDelay('slow');
    return ok(structuredClone(menuTree()));
  }),

  http.post(mockPath('menu/save'), async ({ request }) => {
    await mockDelay('slow');
    const body = await readJsonObject(request);
    const menus = menuTree();
    const id = numberOf(body.id);
    const existing = id === undefined ? undefined : findEntry(menus, id);
    if (id !== undefined && !existing) return notFound(request);
    const parentId = numberOf(body.parentId) ?? null;
    if (!existing && parentId !== null && !findEntry(menus, parentId)) return notFound(request);
    const outcome = menuEntryFromBody(body, menus, existing);
    if ('errors' in outcome) return invalidFields(request, fieldMessages(request, outcome.errors));
    setMenuTree(
      existing
        ? replaceEntry(menus, existing.id, ({ id: kept, children }) => ({
            id: kept,
            ...outcome.entry,
            ...(children ? { children } : {}),
          }))
        : insertFirst(menus, parentId, { ...outcome.entry, id: nextEntryId(menus) }),
    );
    return ok('success');
  }),

  http.post(mockPath('menu/delete'), async ({ request }) => {
    await mockDelay('slow');
    const ids = new Set([...(await readIds(request))].map(Number).filter(Number.isInteger));
    if (ids.size === 0) return noIdsToDelete(request);
    setMenuTree(removeEntries(menuTree(), ids));
    return ok('success');
  }),
];
