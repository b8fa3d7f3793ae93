import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import { FormatSimple, TolgeeCore, TolgeeProvider } from '@tolgee/react';
import type { ReactElement } from 'react';
import { mergeTrees } from '@/i18n/load-messages';

type Tree = Parameters<typeof mergeTrees>[0][number];

const staticData = {
  'zh-CN': mergeTrees(
    Object.values(import.meta.glob<Tree>('../i18n/locales/zh-CN/*.json', { eager: true, import: 'default' })),
  ),
  en: mergeTrees(
    Object.values(import.meta.glob<Tree>('../i18n/locales/en/*.json', { eager: true, import: 'default' })),
  ),
};

/**
 * Renders one widget of the demo catalogue (not the whole console) with what it expects around it:
 * Mantine without transitions, the messages of every area in `lang` (default zh-CN, the console's
 * default), and the modals manager.
 */
export function renderWidget(ui: ReactElement, { lang = 'zh-CN' }: { lang?: 'zh-CN' | 'en' } = {}) {
  const tolgee = TolgeeCore().use(FormatSimple()).init({ language: lang, staticData });
  return render(
    <TolgeeProvider tolgee={tolgee} fallback={null}>
      <MantineProvider env="test">
        <ModalsProvider>{ui}</ModalsProvider>
      </MantineProvider>
    </TolgeeProvider>,
  );
}
