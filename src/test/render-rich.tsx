import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { FormatSimple, TolgeeCore, TolgeeProvider } from '@tolgee/react';
import type { ReactElement } from 'react';
import { mergeTrees } from '@/i18n/load-messages';

type Tree = Parameters<typeof mergeTrees>[0][number];

const trees = {
  'zh-CN': mergeTrees(
    Object.values(import.meta.glob<Tree>('../i18n/locales/zh-CN/*.json', { eager: true, import: 'default' })),
  ),
  en: mergeTrees(
    Object.values(import.meta.glob<Tree>('../i18n/locales/en/*.json', { eager: true, import: 'default' })),
  ),
};

/**
 * Renders one component with what it needs around it (Mantine without transitions, Tolgee with every
 * area file of the language), without the whole console: for component tests.
 */
export function renderRich(ui: ReactElement, { lang = 'en' }: { lang?: 'zh-CN' | 'en' } = {}) {
  const tolgee = TolgeeCore()
    .use(FormatSimple())
    .init({ language: lang, staticData: { [lang]: trees[lang] } });
  const wrap = (node: ReactElement) => (
    <TolgeeProvider tolgee={tolgee} fallback={null}>
      <MantineProvider env="test">{node}</MantineProvider>
    </TolgeeProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (node: ReactElement) => view.rerender(wrap(node)) };
}
