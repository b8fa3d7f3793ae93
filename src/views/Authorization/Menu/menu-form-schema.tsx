import type { MenuEntry, MenuSaveBody } from '@/api/sample-role';
import type { FormSchema } from '@/components/Form/types';
import { IconPicker } from '@/components/IconPicker/IconPicker';
import { validatorRules } from '@/hooks/use-validator';

const { required, notSpace } = validatorRules;

/** Seed §2's route meta flags, each a switch of the menu form. */
export const META_FLAGS = [
  'hidden',
  'canTo',
  'alwaysShow',
  'noTagsView',
  'noCache',
  'affix',
  'showMainRoute',
] as const;
type MetaFlag = (typeof META_FLAGS)[number];

/** The button permissions the seed names for a menu entry (edit, add, delete); others may be typed. */
export const PERMISSION_SUGGESTIONS = ['add', 'edit', 'delete'];

export type MenuValues = {
  title: string;
  name: string;
  path: string;
  component: string;
  redirect: string;
  icon: string;
  enabled: boolean;
  activeMenu: string;
  followRoute: string;
  permission: string[];
} & Record<MetaFlag, boolean>;

// the server's rules (server/areas/samples/data/menu-rules.ts): name, path, component and title required; the name
// unique (the server checks that); an icon of seed §5 (the icon picker refuses anything else)
export function menuFormSchema(componentChoices: string[]): FormSchema<MenuValues> {
  return [
    {
      field: 'title',
      kind: 'text',
      label: 'authorization.menu.title',
      description: 'authorization.menu.titleHint',
      rules: [required()],
    },
    { field: 'name', kind: 'text', label: 'authorization.menu.name', rules: [required(), notSpace()] },
    { field: 'path', kind: 'text', label: 'authorization.menu.path', rules: [required(), notSpace()] },
    {
      field: 'component',
      kind: 'autocomplete',
      label: 'authorization.menu.component',
      description: 'authorization.menu.componentHint',
      rules: [required(), notSpace()],
      props: { data: componentChoices, limit: 20 },
    },
    { field: 'redirect', kind: 'text', label: 'authorization.menu.redirect' },
    {
      field: 'icon',
      kind: 'custom',
      label: 'authorization.menu.icon',
      render: ({ value, onChange, label, disabled }) => (
        <IconPicker
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          label={label}
          disabled={disabled}
        />
      ),
    },
    { field: 'enabled', kind: 'switch', label: 'authorization.fields.enabled' },
    { field: 'metaDivider', kind: 'divider', label: 'authorization.menu.metaSection' },
    ...META_FLAGS.map((flag) => ({
      field: flag,
      kind: 'switch' as const,
      label: `authorization.menu.meta.${flag}`,
      span: { base: 24, xs: 12, md: 8 },
    })),
    {
      field: 'activeMenu',
      kind: 'text',
      label: 'authorization.menu.meta.activeMenu',
      description: 'authorization.menu.activeMenuHint',
    },
    { field: 'followRoute', kind: 'text', label: 'authorization.menu.meta.followRoute' },
    {
      field: 'permission',
      kind: 'tags',
      label: 'authorization.menu.permission',
      description: 'authorization.menu.permissionHint',
      span: 24,
      props: { data: PERMISSION_SUGGESTIONS, clearable: true },
    },
  ];
}

export function toMenuValues(entry: MenuEntry | undefined): Partial<MenuValues> {
  if (!entry) return { icon: '', enabled: true, permission: [...PERMISSION_SUGGESTIONS] };
  const meta = entry.meta ?? {};
  return {
    title: meta.title ?? '',
    name: entry.name ?? '',
    path: entry.path,
    component: entry.component ?? '',
    redirect: entry.redirect ?? '',
    icon: meta.icon ?? '',
    enabled: entry.status === 1,
    activeMenu: meta.activeMenu ?? '',
    followRoute: meta.followRoute ?? '',
    permission: [...entry.permission],
    ...Object.fromEntries(META_FLAGS.map((flag) => [flag, meta[flag] === true])),
  };
}

export function toMenuBody(
  values: MenuValues,
  entry: MenuEntry | undefined,
  parentId: number | null,
): MenuSaveBody {
  // a custom field starts as null (the icon), the others as ''
  const text = (value: string | null) => (value ?? '').trim();
  return {
    ...(entry ? { id: entry.id } : { parentId }),
    path: text(values.path),
    name: text(values.name),
    component: text(values.component),
    redirect: text(values.redirect),
    status: values.enabled ? 1 : 0,
    permission: values.permission,
    meta: {
      title: text(values.title),
      icon: text(values.icon),
      activeMenu: text(values.activeMenu),
      followRoute: text(values.followRoute),
      ...Object.fromEntries(META_FLAGS.map((flag) => [flag, values[flag]])),
    },
  };
}
