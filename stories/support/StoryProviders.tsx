import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { FormatSimple, TolgeeCore, TolgeeProvider } from '@tolgee/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { compilePattern } from '@machines/routes/match';
import type { Locale } from '@machines/types';
import { AppActorProvider } from '@/app/actor-context';
import { RouteEntriesProvider } from '@/app/router/RouteEntriesProvider';
import { ServerStateProvider } from '@/app/server-state';
import { buildTheme } from '@/app/theme';
import { contrastVariables } from '@/app/theme-contrast';
import { mergeTrees } from '@/i18n/load-messages';
import { createStoryActor } from './story-actor';

type Tree = Parameters<typeof mergeTrees>[0][number];
// stories render synchronously: every area file of both languages, bundled in
const en = mergeTrees(
  Object.values(
    import.meta.glob<Tree>('../../src/i18n/locales/en/*.json', { eager: true, import: 'default' }),
  ),
);
const zh = mergeTrees(
  Object.values(
    import.meta.glob<Tree>('../../src/i18n/locales/zh-CN/*.json', { eager: true, import: 'default' }),
  ),
);

interface StoryProvidersProps {
  locale: Locale;
  dark: boolean;
  signedIn?: boolean;
  path?: string;
  children: ReactNode;
}

/** Everything a console component expects around it: the root actor, Tolgee, Mantine, a router. */
export function StoryProviders({
  locale,
  dark,
  signedIn = true,
  path = '/dashboard/workplace',
  children,
}: StoryProvidersProps) {
  const [actor] = useState(() => createStoryActor({ signedIn }));
  const [tolgee] = useState(() =>
    TolgeeCore()
      .use(FormatSimple())
      .init({ language: locale, staticData: { 'zh-CN': zh, en } }),
  );
  useEffect(() => {
    void tolgee.changeLanguage(locale);
  }, [tolgee, locale]);
  const layout = actor.getSnapshot().context.layout.getSnapshot().context;
  const theme = buildTheme(layout);
  const { hook } = useMemo(() => memoryLocation({ path }), [path]);
  return (
    <AppActorProvider actor={actor}>
      <TolgeeProvider tolgee={tolgee} fallback={null}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={contrastVariables}
          forceColorScheme={dark ? 'dark' : 'light'}
        >
          <Notifications />
          <ModalsProvider>
            <Router hook={hook} parser={compilePattern}>
              <RouteEntriesProvider>
                <ServerStateProvider>{children}</ServerStateProvider>
              </RouteEntriesProvider>
            </Router>
          </ModalsProvider>
        </MantineProvider>
      </TolgeeProvider>
    </AppActorProvider>
  );
}
