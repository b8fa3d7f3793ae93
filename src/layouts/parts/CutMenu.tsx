import { useState } from 'react';
import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { MenuItem } from '@machines/types';
import { Icon } from '@/components/Icon/Icon';
import { navigate } from '@/app/router/hash-location';
import { isActive } from './menu-state';
import { SideMenu } from './SideMenu';
import classes from './CutMenu.module.css';

interface CutMenuProps {
  items: MenuItem[];
  activePath: string;
  collapsed: boolean;
  uniqueOpened: boolean;
}

/**
 * The `cutMenu` layout: first-level sections as a narrow icon column, the chosen section's pages in a
 * panel beside it. The panel follows the current page until the user picks another section.
 */
export function CutMenu({ items, activePath, collapsed, uniqueOpened }: CutMenuProps) {
  const { t } = useTranslate();
  const current = items.find((item) => isActive(item, activePath));
  const [picked, setPicked] = useState<string | null>(null);
  const [pickedFor, setPickedFor] = useState(activePath);
  if (pickedFor !== activePath) {
    // a navigation ends the user's browsing of another section
    setPickedFor(activePath);
    setPicked(null);
  }
  const section = items.find((item) => item.path === picked) ?? current;
  const title = (item: MenuItem) => (item.meta.title ? t(item.meta.title) : (item.name ?? item.path));

  const choose = (item: MenuItem) => {
    if (item.external) return window.open(item.path, '_blank', 'noopener,noreferrer');
    if (!item.children?.length) return navigate(item.path);
    setPicked(item.path);
  };

  return (
    <div className={classes.root}>
      <nav className={classes.column} aria-label={t('menu.label')}>
        {items.map((item) => (
          <Tooltip key={item.path} label={title(item)} position="right" disabled={!collapsed}>
            <UnstyledButton
              className={classes.section}
              data-active={item === section || undefined}
              aria-current={item === section ? 'true' : undefined}
              onClick={() => choose(item)}
            >
              <Icon name={item.meta.icon ?? 'vi-menu'} size={20} />
              <Text component="span" fz={11} lineClamp={1}>
                {title(item)}
              </Text>
            </UnstyledButton>
          </Tooltip>
        ))}
      </nav>
      {section?.children?.length && !collapsed ? (
        <div className={classes.panel}>
          <Text className={classes.panelTitle}>{title(section)}</Text>
          <SideMenu
            items={section.children}
            activePath={activePath}
            collapsed={false}
            uniqueOpened={uniqueOpened}
          />
        </div>
      ) : null}
    </div>
  );
}
