import { joinPath } from '@machines/routes/normalize';
import type { MenuEntry } from '@/api/sample-role';
import type { TreeItem } from '@/components/Tree/tree-data';

type Translate = (key: string) => string;

/** The menu tree as checkable items; each item's value is the entry's absolute path. */
export function menuTreeItems(entries: MenuEntry[], t: Translate, parentPath = ''): TreeItem[] {
  return entries.map((entry) => {
    const path = joinPath(parentPath, entry.path);
    const title = entry.meta?.title ? t(entry.meta.title) : (entry.name ?? entry.path);
    const item: TreeItem = {
      value: path,
      label: entry.meta?.hidden ? `${title} ${t('authorization.role.hiddenMark')}` : title,
    };
    if (entry.children?.length) item.children = menuTreeItems(entry.children, t, path);
    return item;
  });
}

/**
 * The absolute paths of a role's menu leaves. Only leaves: a parent in a role's menu may be there for
 * one of its children alone, and a saved parent would grant all of them.
 */
export function menuLeafPaths(entries: MenuEntry[], parentPath = ''): string[] {
  return entries.flatMap((entry) => {
    const path = joinPath(parentPath, entry.path);
    return entry.children?.length ? menuLeafPaths(entry.children, path) : [path];
  });
}

export function leafValues(items: TreeItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? leafValues(item.children) : [item.value]));
}
