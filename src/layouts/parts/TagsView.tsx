import { useEffect, useRef, useState } from 'react';
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
  // the tab a right-click (or a long press) opened the menu for
  const [contextPath, setContextPath] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  // a tab closed from the keyboard takes the focus with it: it goes to the tab shown after
  const refocus = useRef(false);

  useEffect(() => {
    const shown = viewport.current?.querySelector<HTMLElement>('[data-active]');
    if (refocus.current) {
      refocus.current = false;
      shown?.querySelector<HTMLElement>('[role="tab"]')?.focus();
    }
    // Scrolling reads the layout. Right after a page change the page below is still being drawn, and
    // reading it now would lay out the whole console once more before the frame does: with the frame
    // instead, when the layout is done anyway.
    const frame = requestAnimationFrame(() => shown?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [currentPath, visited.length]);

  const run = (action: TabAction, path: string) => {
    setContextPath(null);
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
        {/* a right-click or a long press on a tab opens its menu where it happened */}
        <Menu
          opened={contextPath !== null}
          onChange={(opened) => !opened && setContextPath(null)}
          withinPortal
          position="bottom-start"
        >
          <Menu.ContextMenu>
            <Group gap={4} wrap="nowrap" className={classes.list} role="tablist">
              {visited.map((tab, index) => {
                const active = tab.path === currentPath;
                const closable = !tab.meta.affix;
                // The pill holds the tab and its close button side by side, not one inside the other
                // (a control inside a link reaches no one reliably). The button is for the pointer; the
                // keyboard closes the focused tab with Delete, or through the tab menu at the bar's end.
                return (
                  <div
                    key={tab.path}
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
                    onContextMenu={() => setContextPath(tab.path)}
                    onTouchStart={() => setContextPath(tab.path)}
                    onAuxClick={(event) => {
                      if (event.button === 1 && closable) run('close', tab.path);
                    }}
                  >
                    <a
                      href={`#${tab.fullPath}`}
                      role="tab"
                      aria-selected={active}
                      aria-keyshortcuts={closable ? 'Delete' : undefined}
                      className={classes.tabLink}
                      draggable={false}
                      onKeyDown={(event) => {
                        if (event.key === 'Delete' && closable) {
                          event.preventDefault();
                          refocus.current = true;
                          run('close', tab.path);
                        }
                      }}
                    >
                      {withIcons && tab.meta.icon ? <Icon name={tab.meta.icon} size={14} /> : null}
                      <span>{title(tab)}</span>
                    </a>
                    {closable ? (
                      <CloseButton
                        size="xs"
                        tabIndex={-1}
                        aria-hidden
                        aria-label={t('tabs.closeTab', { title: title(tab) })}
                        onClick={() => run('close', tab.path)}
                      />
                    ) : null}
                  </div>
                );
              })}
            </Group>
          </Menu.ContextMenu>
          <Menu.Dropdown>{contextPath ? actionItems(contextPath) : null}</Menu.Dropdown>
        </Menu>
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
