import { lazy, memo, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Burger, Drawer, Group, LoadingOverlay, ScrollArea } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { ModalsProvider } from '@mantine/modals';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { RouteEntry } from '@machines/types';
import { useLayout, useLayoutRef, useTabsRef } from '@/app/actor-context';
import { useHashSearch } from '@/app/router/hash-location';
import { useLinkPreload } from '@/app/router/use-link-preload';
import { useQueryClient } from '@tanstack/react-query';
import { useMenu, useRouteEntries } from '@/app/router/use-route-entries';
import { ServerStateProvider } from '@/app/server-state';
import { Breadcrumb } from './parts/Breadcrumb';
import { CutMenu } from './parts/CutMenu';
import { DataNotice } from './parts/DataNotice';
import { Footer } from './parts/Footer';
import { HeaderTools } from './parts/HeaderTools';
import { activeMenuText } from './parts/menu-colours';
import { Logo } from '@/components/Logo/Logo';
import { PageCache } from './parts/PageCache';
import { SideMenu } from './parts/SideMenu';
import { TagsView } from './parts/TagsView';
import { TopMenu } from './parts/TopMenu';
import classes from './MainLayout.module.css';

interface MainLayoutProps {
  entry: RouteEntry;
  path: string;
}

// the drawer's colour pickers load when it is first opened
const SettingsDrawer = lazy(() =>
  import('./parts/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })),
);

// the search palette loads with the shell, after the first paint
const MenuSearch = lazy(() => import('./parts/MenuSearch').then((m) => ({ default: m.MenuSearch })));

const MENU_WIDTH = 220;
const COLLAPSED_WIDTH = 64;

/**
 * The shell around every signed-in page, in the four layouts of the settings: classic (menu under
 * the logo on the left), topLeft (full-width header, menu below it on the left), top (menu in the
 * header) and cutMenu (sections as an icon column, their pages in a panel). Phones get classic with
 * the menu in a drawer.
 */
function MainLayout({ entry, path }: MainLayoutProps) {
  const { t } = useTranslate();
  const layoutRef = useLayoutRef();
  const settings = useLayout((s) => s.context);
  const menu = useMenu();
  const [drawerOpen, drawer] = useDisclosure(false);
  // kept here, not in the header: changing the layout moves the header, the drawer must stay open
  const [settingsOpen, settingsDrawer] = useDisclosure(false);
  // The drawer loads when first opened, so it mounts open and Mantine never sees what had the focus:
  // the shell remembers the opener and the drawer gives it back once closed. Once loaded the drawer
  // stays mounted, so that it closes with its transition.
  const settingsOpener = useRef<HTMLElement | null>(null);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  if (settingsOpen && !settingsLoaded) setSettingsLoaded(true);
  const openSettings = () => {
    settingsOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    settingsDrawer.open();
  };
  const { mobile, collapse, theme } = settings;
  // the shortcut lives here, not in the lazy palette: a Ctrl+K pressed before its chunk arrives opens
  // the store, and the palette opens as it mounts
  useHotkeys([['mod+K', spotlight.toggle]]);
  const layout = mobile ? 'classic' : settings.layout;

  const activePath = entry.meta.activeMenu ?? path;
  const menuWidth = mobile || layout === 'top' ? 0 : collapse ? COLLAPSED_WIDTH : MENU_WIDTH;
  const style = {
    '--outpost-menu-width': `${menuWidth}px`,
    '--outpost-menu-bg': theme.leftMenuBgColor,
    '--outpost-menu-bg-light': theme.leftMenuBgLightColor,
    '--outpost-menu-bg-active': theme.leftMenuBgActiveColor,
    '--outpost-menu-hover': 'rgba(255, 255, 255, 0.06)',
    '--outpost-menu-text': theme.leftMenuTextColor,
    '--outpost-menu-text-active': theme.leftMenuTextActiveColor,
    '--outpost-menu-text-on-active': activeMenuText(theme),
    '--outpost-header-bg': settings.isDark ? 'var(--mantine-color-body)' : theme.topHeaderBgColor,
    '--outpost-tool-border': settings.isDark
      ? 'var(--mantine-color-default-border)'
      : theme.topToolBorderColor,
  } as CSSProperties;

  const toggleMenu = () =>
    mobile ? drawer.toggle() : layoutRef.send({ type: 'layout.set', patch: { collapse: !collapse } });
  const sideMenu = (collapsed: boolean, onNavigate?: () => void) => (
    <SideMenu
      items={menu}
      activePath={activePath}
      collapsed={collapsed}
      uniqueOpened={settings.uniqueOpened}
      onNavigate={onNavigate}
    />
  );
  const logo = (withTitle: boolean, onMenu = true) =>
    settings.logo ? (
      <a className={onMenu ? classes.logo : classes.headerLogo} href="#/" aria-label={t('app.name')}>
        <Logo
          size={28}
          withTitle={withTitle}
          color={onMenu ? theme.logoTitleTextColor : undefined}
          dark={!onMenu}
        />
      </a>
    ) : null;

  const menuToggle = mobile ? (
    <Burger size="sm" opened={drawerOpen} onClick={toggleMenu} aria-label={t('header.openMenu')} />
  ) : settings.hamburger && layout !== 'top' ? (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={toggleMenu}
      aria-label={t('header.collapseMenu')}
      aria-expanded={!collapse}
    >
      {collapse ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
    </ActionIcon>
  ) : null;

  const header = (extra?: { logo?: ReactNode; center?: ReactNode }) => (
    <header className={classes.header}>
      <Group gap="xs" wrap="nowrap" className={classes.headerLeft}>
        {extra?.logo}
        {menuToggle}
        {settings.breadcrumb && !extra?.center ? (
          <Breadcrumb entry={entry} withIcons={settings.breadcrumbIcon} />
        ) : null}
        {extra?.center}
      </Group>
      <HeaderTools settings={settings} onOpenSettings={openSettings} />
    </header>
  );

  const fullWidthHeader =
    layout === 'topLeft'
      ? header({ logo: logo(true, false) })
      : layout === 'top'
        ? header({ logo: logo(true, false), center: <TopMenu items={menu} activePath={activePath} /> })
        : null;

  const aside =
    layout === 'top' ? null : layout === 'cutMenu' ? (
      <aside className={classes.aside} data-cut data-fixed={settings.fixedMenu || undefined}>
        <CutMenu
          items={menu}
          activePath={activePath}
          collapsed={collapse}
          uniqueOpened={settings.uniqueOpened}
        />
      </aside>
    ) : (
      <aside className={classes.aside} data-fixed={settings.fixedMenu || undefined}>
        {layout === 'classic' ? logo(!collapse) : null}
        <ScrollArea className={classes.menuScroll} scrollbarSize={6}>
          {sideMenu(collapse)}
        </ScrollArea>
      </aside>
    );

  return (
    // Confirmation dialogs exist only inside the shell: the sign-in page does not carry their code.
    <ServerStateProvider>
      <ModalsProvider>
        <Preloads />
        <TabRecorder entry={entry} path={path} />
        <div
          className={classes.shell}
          style={style}
          data-layout={layout}
          data-fixed-header={settings.fixedHeader || undefined}
        >
          {fullWidthHeader ? <div className={classes.top}>{fullWidthHeader}</div> : null}
          <div className={classes.row}>
            {mobile ? (
              <Drawer
                opened={drawerOpen}
                onClose={drawer.close}
                size={MENU_WIDTH}
                padding={0}
                withCloseButton={false}
                classNames={{ body: classes.drawerBody, content: classes.drawerContent }}
                // the drawer is portalled out of the shell: it takes the menu's colours along
                style={style}
              >
                {logo(true)}
                {sideMenu(false, drawer.close)}
              </Drawer>
            ) : (
              aside
            )}
            <div className={classes.main}>
              <div className={classes.top}>
                {fullWidthHeader ? null : header()}
                {settings.tagsView ? <TagsView currentPath={path} withIcons={settings.tagsViewIcon} /> : null}
              </div>
              <main className={classes.content} id="main-content">
                {/* seed §4: the page-loading flag a page may raise while it works */}
                <LoadingOverlay visible={settings.pageLoading} zIndex={40} overlayProps={{ blur: 1 }} />
                <DataNotice />
                <PageCache entry={entry} path={path} />
              </main>
              {settings.footer ? <Footer /> : null}
            </div>
          </div>
        </div>
        <Suspense fallback={null}>
          <MenuSearch items={menu} />
        </Suspense>
        {settingsLoaded ? (
          <Suspense fallback={null}>
            <SettingsDrawer opened={settingsOpen} onClose={settingsDrawer.close} opener={settingsOpener} />
          </Suspense>
        ) : null}
      </ModalsProvider>
    </ServerStateProvider>
  );
}

/**
 * The shell renders again only when the page changes: a list's filters live in the address's query,
 * and a filter change re-rendering the header, the menu and the tabs cost a list a third of its
 * 100 ms budget (issue #7). The query reaches the tab through TabRecorder alone.
 */
export default memo(MainLayout);

/** Inside the server state's provider: a page opened asks for its first data as its code loads. */
function Preloads() {
  useLinkPreload(useRouteEntries(), useQueryClient());
  return null;
}

/** Records the page, with its query, as the current tab: a tab goes back to the filters it had. */
function TabRecorder({ entry, path }: MainLayoutProps) {
  const tabs = useTabsRef();
  const search = useHashSearch();
  const fullPath = search ? `${path}?${search}` : path;
  useEffect(() => {
    tabs.send({ type: 'tabs.add', route: { path, fullPath, name: entry.name, meta: entry.meta } });
  }, [tabs, path, fullPath, entry]);
  return null;
}
