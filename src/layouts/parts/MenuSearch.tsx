import '@mantine/spotlight/styles.css';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { MenuItem } from '@machines/types';
import { navigate } from '@/app/router/hash-location';
import { Icon } from '@/components/Icon/Icon';

/** Pages of the menu, each with the titles of the groups above it (for search and display). */
export function searchableItems(
  items: MenuItem[],
  trail: string[] = [],
): Array<{ item: MenuItem; trail: string[] }> {
  return items.flatMap((item) =>
    item.children?.length
      ? searchableItems(item.children, [...trail, item.meta.title ?? item.name ?? item.path])
      : [{ item, trail }],
  );
}

/**
 * Ctrl/Cmd+K: every page the user may open, searchable by its title (and its groups' titles) in the
 * current language.
 */
export function MenuSearch({ items }: { items: MenuItem[] }) {
  const { t } = useTranslate();
  const label = (key: string) => (key.includes('.') || /^\d+$/.test(key) ? t(key) : key);
  const groups: SpotlightActionGroupData[] = [
    {
      group: t('search.pages'),
      actions: searchableItems(items).map(({ item, trail }) => ({
        id: item.path,
        label: item.meta.title ? t(item.meta.title) : (item.name ?? item.path),
        description: trail.map(label).join(' / ') || undefined,
        keywords: [item.path, ...trail.map(label)],
        leftSection: <Icon name={item.meta.icon ?? 'vi-menu'} size={18} />,
        onClick: () =>
          item.external ? window.open(item.path, '_blank', 'noopener,noreferrer') : navigate(item.path),
      })),
    },
  ];
  return (
    <Spotlight
      actions={groups}
      // the shell owns the Ctrl/Cmd+K shortcut (MainLayout), so it works before this chunk loads
      shortcut={null}
      nothingFound={t('search.nothing')}
      highlightQuery
      limit={12}
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} />, placeholder: t('search.placeholder') }}
    />
  );
}
