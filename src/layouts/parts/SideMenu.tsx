import { useState } from 'react';
import { Menu, NavLink, Tooltip, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { MenuItem } from '@machines/types';
import { Icon } from '@/components/Icon/Icon';
import { ancestorsOf, isActive } from './menu-state';
import classes from './SideMenu.module.css';

interface SideMenuProps {
  items: MenuItem[];
  activePath: string;
  collapsed: boolean;
  uniqueOpened: boolean;
  onNavigate?: () => void;
}

const hrefOf = (item: MenuItem) => (item.external ? item.path : `#${item.path}`);
const linkProps = (item: MenuItem) =>
  item.external ? { target: '_blank', rel: 'noopener noreferrer' } : ({} as Record<string, string>);

/** The left menu of seed §2: icons, collapse to an icon column, unique-opened groups, external links. */
export function SideMenu({ items, activePath, collapsed, uniqueOpened, onNavigate }: SideMenuProps) {
  const { t } = useTranslate();
  const [open, setOpen] = useState<string[]>(() => ancestorsOf(items, activePath));
  const [seenActive, setSeenActive] = useState(activePath);
  if (seenActive !== activePath) {
    // opening the group of a page reached by a tab, a link or the back button
    setSeenActive(activePath);
    const needed = ancestorsOf(items, activePath).filter((p) => !open.includes(p));
    if (needed.length) setOpen(uniqueOpened ? ancestorsOf(items, activePath) : [...open, ...needed]);
  }

  // A group's entries are drawn once it has been opened, and kept for its closing animation: the
  // closed groups of an administrator's menu were some eighty links (700 elements) drawn unseen in
  // the first render after signing in (#18).
  const [drawn, setDrawn] = useState<string[]>(open);
  const newlyOpen = open.filter((path) => !drawn.includes(path));
  if (newlyOpen.length) setDrawn([...drawn, ...newlyOpen]);

  const toggle = (path: string, siblings: MenuItem[]) => {
    if (open.includes(path)) return setOpen(open.filter((p) => p !== path));
    const others = uniqueOpened ? siblings.map((s) => s.path) : [];
    setOpen([...open.filter((p) => !others.includes(p)), path]);
  };

  const title = (item: MenuItem) => (item.meta.title ? t(item.meta.title) : (item.name ?? item.path));
  const icon = (item: MenuItem, size = 18) =>
    item.meta.icon ? <Icon name={item.meta.icon} size={size} /> : null;

  if (collapsed) {
    return (
      <nav className={classes.collapsed} aria-label={t('menu.label')}>
        {items.map((item) =>
          item.children?.length ? (
            <Menu key={item.path} trigger="click-hover" position="right-start" offset={4} withinPortal>
              <Menu.Target>
                <UnstyledButton
                  className={classes.iconItem}
                  data-active={isActive(item, activePath) || undefined}
                  aria-label={title(item)}
                >
                  {icon(item, 20) ?? title(item).slice(0, 1)}
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{title(item)}</Menu.Label>
                {item.children.map((child) => (
                  <Menu.Item
                    key={child.path}
                    component="a"
                    href={hrefOf(child)}
                    {...linkProps(child)}
                    leftSection={icon(child, 16)}
                    onClick={onNavigate}
                    fw={isActive(child, activePath) ? 600 : undefined}
                  >
                    {title(child)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Tooltip key={item.path} label={title(item)} position="right" withArrow>
              <a
                className={classes.iconItem}
                href={hrefOf(item)}
                {...linkProps(item)}
                data-active={isActive(item, activePath) || undefined}
                aria-label={title(item)}
                onClick={onNavigate}
              >
                {icon(item, 20) ?? title(item).slice(0, 1)}
              </a>
            </Tooltip>
          ),
        )}
      </nav>
    );
  }

  const renderItem = (item: MenuItem, siblings: MenuItem[], depth: number) => {
    const active = isActive(item, activePath);
    if (item.children?.length) {
      return (
        <NavLink
          key={item.path}
          component="button"
          type="button"
          aria-expanded={open.includes(item.path)}
          label={title(item)}
          leftSection={icon(item)}
          opened={open.includes(item.path)}
          onChange={() => toggle(item.path, siblings)}
          className={classes.item}
          data-depth={depth}
          data-child-active={active || undefined}
          childrenOffset={0}
          style={{ paddingInlineStart: 16 + depth * 16 }}
        >
          {
            drawn.includes(item.path) || open.includes(item.path)
              ? item.children.map((child) => renderItem(child, item.children ?? [], depth + 1))
              : [] /* still a group, whose entries are drawn when it opens */
          }
        </NavLink>
      );
    }
    return (
      <NavLink
        key={item.path}
        component="a"
        href={hrefOf(item)}
        {...linkProps(item)}
        label={title(item)}
        leftSection={icon(item)}
        rightSection={item.external ? <IconExternalLink size={14} /> : undefined}
        active={active}
        aria-current={active ? 'page' : undefined}
        className={classes.item}
        data-depth={depth}
        style={{ paddingInlineStart: 16 + depth * 16 }}
        onClick={onNavigate}
      />
    );
  };

  return (
    <nav className={classes.menu} aria-label={t('menu.label')}>
      {items.map((item) => renderItem(item, items, 0))}
    </nav>
  );
}
