import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import type { MenuEntry } from '@/api/sample-role';
import { Tree } from '@/components/Tree/Tree';
import { normaliseChecked } from '@/components/Tree/tree-data';
import { leafValues, menuTreeItems } from './role-menu-items';

export interface RoleMenuEditorProps {
  /** the whole menu tree the role picks from */
  menus: MenuEntry[];
  /** the checked paths (a parent stands for all its leaves) */
  value: string[];
  /** the checked leaves' paths */
  onChange: (leaves: string[]) => void;
}

/** The menus a role may see, as a checkable, searchable tree of the menu management's entries. */
export function RoleMenuEditor({ menus, value, onChange }: RoleMenuEditorProps) {
  const { t } = useTranslate();
  const items = useMemo(() => menuTreeItems(menus, t), [menus, t]);
  const all = useMemo(() => leafValues(items), [items]);
  const checked = useMemo(() => normaliseChecked(items, value), [items, value]);
  // opens the sections the role already sees, once; the search opens the rest
  const [opened] = useState(() => {
    const shown = new Set(checked);
    return items
      .filter((item) => leafValues([item]).some((leaf) => shown.has(leaf)))
      .map((item) => item.value);
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500}>
          {t('authorization.role.menus')}
          <Text span c="dimmed" fz="sm" ml="xs">
            {t('authorization.role.menuCount', { count: checked.length, total: all.length })}
          </Text>
        </Text>
        <Group gap={4}>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange(all)}>
            {t('authorization.role.checkAll')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onChange([])}>
            {t('authorization.role.checkNone')}
          </Button>
        </Group>
      </Group>
      <Tree
        data={items}
        checkable
        searchable
        checked={checked}
        onCheckedChange={(leaves) => onChange(leaves)}
        defaultExpanded={opened}
        label={t('authorization.role.menus')}
      />
    </Stack>
  );
}
