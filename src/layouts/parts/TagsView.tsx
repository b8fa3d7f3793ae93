import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ActionIcon, CloseButton, Group, Menu, ScrollArea } from '@mantine/core';
import {
  IconArrowBarLeft,
  IconArrowBarRight,
  IconChevronDown,
  IconRefresh,
  IconSquareX,
  IconX,
  IconArrowsHorizontal,
} from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Tab } from '@machines/types';
import { CLOSE_KINDS, NO_NAME, closeEvent, planClose, type CloseKind } from '@machines/tabs.machine';
import { useTabs, useTabsRef } from '@/app/actor-context';
import { navigate } from '@/app/router/hash-location';
import { Icon } from '@/components/Icon/Icon';
import classes from './TagsView.module.css';

const ACTION_ICONS: Record<TabAction, typeof IconRefresh> = {
  refresh: IconRefresh,
  close: IconX,
  closeLeft: IconArrowBarLeft,
  closeRight: IconArrowBarRight,
  closeOthers: IconArrowsHorizontal,
  closeAll: IconSquareX,
};

/** What the tab menu offers: reloading the page, and every close the tabs machine knows. */
type TabAction = 'refresh' | CloseKind;
const TAB_ACTIONS: TabAction[] = ['refresh', ...CLOSE_KINDS];

/** The bar of visited pages (seed §2): click to switch, close, right-click or the menu for more. */
export function TagsView({ currentPath, withIcons }: { currentPath: string; withIcons: boolean }) {
  const { t } = useTranslate();
  const tabs = useTabsRef();
  const visited = useTabs((s) => s.context.visited);
  const [context, setContext] = useState<{ path: string; x: number; y: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    viewport.current
      ?.querySelector<HTMLElement>('[data-active]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentPath, visited.length]);

  const run = (action: TabAction, path: string) => {
    setContext(null);
    if (action === 'refresh') {
      tabs.send({ type: 'tabs.refresh', path });
      if (path !== currentPath) navigate(visited.find((tab) => tab.path === path)?.fullPath ?? path);
      return;
    }
    // the machine's plan says which tabs go and which is selected after; the page follows it
    const plan = planClose(tabs.getSnapshot().context, action, path);
    tabs.send(closeEvent(action, path));
    if (plan.closing.includes(currentPath)) {
      navigate(plan.visited.find((tab) => tab.path === plan.selected)?.fullPath ?? '/');
    }
  };

  // a title set by the page (useTagsView) wins over the route's translated one
  const title = (tab: Tab) =>
    tab.meta.title && tab.title === tab.meta.title
      ? t(tab.meta.title)
      : tab.title === NO_NAME
        ? t('tabs.noName')
        : tab.title;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const openContext = (event: MouseEvent, path: string) => {
    event.preventDefault();
    setContext({ path, x: event.clientX, y: event.clientY });
  };

  const actionItems = (path: string) => <TabActionItems path={path} onRun={(action) => run(action, path)} />;

  return (
    <div className={classes.bar} role="navigation" aria-label={t('tabs.label')}>
      <ScrollArea
        type="hover"
        scrollbarSize={4}
        className={classes.scroll}
        viewportRef={viewport}
        offsetScrollbars={false}
      >
        <Group gap={4} wrap="nowrap" className={classes.list} role="tablist">
          {visited.map((tab, index) => {
            const active = tab.path === currentPath;
            return (
              <a
                key={tab.path}
                href={`#${tab.fullPath}`}
                role="tab"
                aria-selected={active}
                data-active={active || undefined}
                data-dragging={dragFrom === index || undefined}
                className={classes.tab}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  setDragFrom(index);
                }}
                onDragOver={(event) => {
                  if (dragFrom !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragFrom !== null && dragFrom !== index)
                    tabs.send({ type: 'tabs.move', from: dragFrom, to: index });
                  setDragFrom(null);
                }}
                onDragEnd={() => setDragFrom(null)}
                onContextMenu={(event) => openContext(event, tab.path)}
                onAuxClick={(event) => {
                  if (event.button === 1 && !tab.meta.affix) run('close', tab.path);
                }}
              >
                {withIcons && tab.meta.icon ? <Icon name={tab.meta.icon} size={14} /> : null}
                <span>{title(tab)}</span>
                {tab.meta.affix ? null : (
                  <CloseButton
                    size="xs"
                    aria-label={t('tabs.closeTab', { title: title(tab) })}
                    onClick={(event) => {
                      event.preventDefault();
                      event.stopPropagation();
                      run('close', tab.path);
                    }}
                  />
                )}
              </a>
            );
          })}
        </Group>
      </ScrollArea>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('tabs.menu')}
            className={classes.menuButton}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{actionItems(currentPath)}</Menu.Dropdown>
      </Menu>
      <Menu
        opened={context !== null}
        onChange={(opened) => !opened && setContext(null)}
        withinPortal
        position="bottom-start"
      >
        <Menu.Target>
          <div className={classes.contextAnchor} style={{ left: context?.x ?? 0, top: context?.y ?? 0 }} />
        </Menu.Target>
        <Menu.Dropdown>{context ? actionItems(context.path) : null}</Menu.Dropdown>
      </Menu>
    </div>
  );
}

/**
 * The menu's items for the tab at `path`, each disabled when it would change nothing: the tabs machine
 * refuses a close that would close nothing, and its snapshot says so. Mounted only while a menu is open.
 */
function TabActionItems({ path, onRun }: { path: string; onRun: (action: TabAction) => void }) {
  const { t } = useTranslate();
  const snapshot = useTabs((s) => s);
  const isOpen = snapshot.context.visited.some((tab) => tab.path === path);
  return TAB_ACTIONS.map((action) => {
    const ActionIconComponent = ACTION_ICONS[action];
    const enabled = action === 'refresh' ? isOpen : snapshot.can(closeEvent(action, path));
    return (
      <Menu.Item
        key={action}
        leftSection={<ActionIconComponent size={16} />}
        disabled={!enabled}
        onClick={() => onRun(action)}
      >
        {t(`tabs.${action}`)}
      </Menu.Item>
    );
  });
}
