import { Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Burger, Drawer, Group, LoadingOverlay, ScrollArea } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useTranslate } from '@tolgee/react';
import type { RouteEntry } from '@machines/types';
import { useLayout, useLayoutRef, useTabsRef } from '@/app/actor-context';
import { useMenu } from '@/app/router/use-route-entries';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { Breadcrumb } from './parts/Breadcrumb';
import { Footer } from './parts/Footer';
import { HeaderTools } from './parts/HeaderTools';
import { Logo } from './parts/Logo';
import { SideMenu } from './parts/SideMenu';
import { TagsView } from './parts/TagsView';
import classes from './MainLayout.module.css';

interface MainLayoutProps {
  entry: RouteEntry;
  path: string;
  fullPath: string;
  children: ReactNode;
}

const MENU_WIDTH = 220;
const COLLAPSED_WIDTH = 64;

/** The classic layout: logo and menu on the left, header, tabs, page and footer to its right. */
export default function MainLayout({ entry, path, fullPath, children }: MainLayoutProps) {
  const { t } = useTranslate();
  const layout = useLayoutRef();
  const tabs = useTabsRef();
  const settings = useLayout((s) => s.context);
  const menu = useMenu();
  const [drawerOpen, drawer] = useDisclosure(false);
  const { mobile, collapse, theme } = settings;

  useEffect(() => {
    tabs.send({ type: 'tabs.add', route: { path, fullPath, name: entry.name, meta: entry.meta } });
  }, [tabs, path, fullPath, entry]);

  const activePath = entry.meta.activeMenu ?? path;
  const menuWidth = mobile ? 0 : collapse ? COLLAPSED_WIDTH : MENU_WIDTH;
  const style = {
    '--outpost-menu-width': `${menuWidth}px`,
    '--outpost-menu-bg': theme.leftMenuBgColor,
    '--outpost-menu-bg-light': theme.leftMenuBgLightColor,
    '--outpost-menu-bg-active': theme.leftMenuBgActiveColor,
    '--outpost-menu-hover': 'rgba(255, 255, 255, 0.06)',
    '--outpost-menu-text': theme.leftMenuTextColor,
    '--outpost-menu-text-active': theme.leftMenuTextActiveColor,
    '--outpost-logo-text': theme.logoTitleTextColor,
  } as CSSProperties;

  const toggleMenu = () =>
    mobile ? drawer.toggle() : layout.send({ type: 'layout.set', patch: { collapse: !collapse } });
  const menuNav = (collapsed: boolean, onNavigate?: () => void) => (
    <SideMenu
      items={menu}
      activePath={activePath}
      collapsed={collapsed}
      uniqueOpened={settings.uniqueOpened}
      onNavigate={onNavigate}
    />
  );

  // Confirmation dialogs exist only inside the shell: the sign-in page does not carry their code.
  return (
    <ModalsProvider>
      <div className={classes.shell} style={style} data-fixed-header={settings.fixedHeader || undefined}>
        {mobile ? (
          <Drawer
            opened={drawerOpen}
            onClose={drawer.close}
            size={MENU_WIDTH}
            padding={0}
            withCloseButton={false}
            title={null}
            classNames={{ body: classes.drawerBody, content: classes.drawerContent }}
            aria-label={t('menu.label')}
          >
            {settings.logo ? (
              <div className={classes.logo}>
                <Logo size={28} withTitle color={theme.logoTitleTextColor} />
              </div>
            ) : null}
            {menuNav(false, drawer.close)}
          </Drawer>
        ) : (
          <aside className={classes.aside} data-fixed={settings.fixedMenu || undefined}>
            {settings.logo ? (
              <a className={classes.logo} href="#/" aria-label={t('app.name')}>
                <Logo size={28} withTitle={!collapse} color={theme.logoTitleTextColor} />
              </a>
            ) : null}
            <ScrollArea className={classes.menuScroll} scrollbarSize={6}>
              {menuNav(collapse)}
            </ScrollArea>
          </aside>
        )}
        <div className={classes.main}>
          <div className={classes.top}>
            <header className={classes.header}>
              <Group gap="xs" wrap="nowrap" className={classes.headerLeft}>
                {mobile ? (
                  <Burger
                    size="sm"
                    opened={drawerOpen}
                    onClick={toggleMenu}
                    aria-label={t('header.openMenu')}
                  />
                ) : settings.hamburger ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    onClick={toggleMenu}
                    aria-label={t('header.collapseMenu')}
                    aria-expanded={!collapse}
                  >
                    {collapse ? (
                      <IconLayoutSidebarLeftExpand size={20} />
                    ) : (
                      <IconLayoutSidebarLeftCollapse size={20} />
                    )}
                  </ActionIcon>
                ) : null}
                {settings.breadcrumb ? (
                  <Breadcrumb entry={entry} withIcons={settings.breadcrumbIcon} />
                ) : null}
              </Group>
              <HeaderTools settings={settings} />
            </header>
            {settings.tagsView ? <TagsView currentPath={path} withIcons={settings.tagsViewIcon} /> : null}
          </div>
          <main className={classes.content} id="main-content">
            {/* seed §4: the page-loading flag a page may raise while it works */}
            <LoadingOverlay visible={settings.pageLoading} zIndex={40} overlayProps={{ blur: 1 }} />
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </main>
          {settings.footer ? <Footer /> : null}
        </div>
      </div>
    </ModalsProvider>
  );
}
