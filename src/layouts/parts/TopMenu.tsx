import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { MenuItem } from '@machines/types';
import { Icon } from '@/components/Icon/Icon';
import { isActive } from './menu-state';
import classes from './TopMenu.module.css';

const hrefOf = (item: MenuItem) => (item.external ? item.path : `#${item.path}`);
const external = (item: MenuItem) => (item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/** The menu laid horizontally in the header (the `top` layout): groups open as dropdowns. */
export function TopMenu({ items, activePath }: { items: MenuItem[]; activePath: string }) {
  const { t } = useTranslate();
  const title = (item: MenuItem) => (item.meta.title ? t(item.meta.title) : (item.name ?? item.path));
  const icon = (item: MenuItem) => (item.meta.icon ? <Icon name={item.meta.icon} size={16} /> : null);
  return (
    <Group component="nav" gap={2} wrap="nowrap" className={classes.menu} aria-label={t('menu.label')}>
      {items.map((item) =>
        item.children?.length ? (
          <Menu key={item.path} trigger="click-hover" position="bottom-start" withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.item} data-active={isActive(item, activePath) || undefined}>
                {icon(item)}
                <span>{title(item)}</span>
                <IconChevronDown size={14} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {item.children.map((child) => (
                <Menu.Item
                  key={child.path}
                  component="a"
                  href={hrefOf(child)}
                  {...external(child)}
                  leftSection={icon(child)}
                  fw={isActive(child, activePath) ? 600 : undefined}
                >
                  {title(child)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <a
            key={item.path}
            href={hrefOf(item)}
            {...external(item)}
            className={classes.item}
            data-active={isActive(item, activePath) || undefined}
            aria-current={item.path === activePath ? 'page' : undefined}
          >
            {icon(item)}
            <span>{title(item)}</span>
          </a>
        ),
      )}
    </Group>
  );
}
