import type { RouteMeta } from '@machines/types';
import type { MenuEntry } from '@/api/sample-role';
import type { SampleStatus } from '@/api/sample-types';
import { allEntries } from './menu-tree';
import { menuErrors, type MenuField, type MenuRuleError } from './menu-rules';

type Body = Record<string, unknown>;

const FLAGS = ['hidden', 'canTo', 'alwaysShow', 'noTagsView', 'noCache', 'affix', 'showMainRoute'] as const;
const TEXTS = ['title', 'icon', 'activeMenu', 'followRoute'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The route meta fields of seed §2 found in `value`: flags kept when true, texts when not blank. */
export function metaOf(value: unknown): RouteMeta {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const meta: RouteMeta = {};
  for (const flag of FLAGS) if (source[flag] === true) meta[flag] = true;
  for (const field of TEXTS) if (text(source[field]) !== '') meta[field] = text(source[field]);
  return meta;
}

function permissionsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.map(text).filter((name) => name !== '');
  return [...new Set(names)];
}

function statusOf(value: unknown, fallback: SampleStatus): SampleStatus {
  return value === 0 || value === 1 ? value : fallback;
}

export type MenuOutcome =
  { entry: Omit<MenuEntry, 'id' | 'children'> } | { errors: Partial<Record<MenuField, MenuRuleError>> };

/** A menu entry from a save body (children and id are the caller's), or the rules it breaks. */
export function menuEntryFromBody(
  body: Body,
  menus: readonly MenuEntry[],
  existing?: MenuEntry,
): MenuOutcome {
  const meta = metaOf(body.meta);
  const others = new Set(
    allEntries(menus)
      .filter((entry) => entry.id !== existing?.id)
      .flatMap((entry) => (entry.name ? [entry.name] : [])),
  );
  const fields = {
    name: body.name,
    path: body.path,
    component: body.component,
    title: meta.title,
    icon: meta.icon,
  };
  const errors = menuErrors(fields, others);
  if (Object.keys(errors).length > 0) return { errors };
  const redirect = text(body.redirect);
  return {
    entry: {
      path: text(body.path),
      name: text(body.name),
      component: text(body.component),
      ...(redirect ? { redirect } : {}),
      status: statusOf(body.status, existing?.status ?? 1),
      meta,
      permission: permissionsOf(body.permission),
    },
  };
}
