import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { CodeEditor } from '@/components/CodeEditor/CodeEditor';
import { CODE_LANGUAGES, type CodeLanguage } from '@/components/CodeEditor/languages';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';
import { CODE_SAMPLES } from './rich/code-samples';
import { KeyList } from './rich/KeyList';

type ThemeChoice = 'auto' | 'light' | 'dark';

/** `/components/code-editor`: CodeMirror 6 in five languages, read-only, line numbers and themes. */
export default function CodeEditorDemo() {
  const { t } = useTranslate();
  const [language, setLanguage] = useState<CodeLanguage>('typescript');
  const [code, setCode] = useState<Record<CodeLanguage, string>>(CODE_SAMPLES);
  const [readOnly, setReadOnly] = useState(false);
  const [lineNumbers, setLineNumbers] = useState(true);
  const [theme, setTheme] = useState<ThemeChoice>('auto');
  const text = code[language];

  return (
    <DemoPage title={t('router.codeEditor')} description={t('rich.codeEditorDemo.description')}>
      <DemoSection title={t('rich.common.options')}>
        <Stack gap="sm">
          <SegmentedControl
            value={language}
            onChange={(value) => setLanguage(value as CodeLanguage)}
            aria-label={t('rich.codeEditorDemo.language')}
            data={CODE_LANGUAGES.map((value) => ({
              value,
              label: t(`rich.codeEditorDemo.languages.${value}`),
            }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <Group gap="lg">
            <DemoSwitch label={t('rich.common.readOnly')} checked={readOnly} onChange={setReadOnly} />
            <DemoSwitch
              label={t('rich.codeEditorDemo.lineNumbers')}
              checked={lineNumbers}
              onChange={setLineNumbers}
            />
            <Group gap="xs">
              <Text fz="sm" id="code-theme">
                {t('rich.codeEditorDemo.theme')}
              </Text>
              <SegmentedControl
                size="xs"
                value={theme}
                onChange={(value) => setTheme(value as ThemeChoice)}
                aria-labelledby="code-theme"
                data={(['auto', 'light', 'dark'] as const).map((value) => ({
                  value,
                  label: t(`rich.codeEditorDemo.themes.${value}`),
                }))}
              />
            </Group>
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection>
        <CodeEditor
          value={text}
          onChange={(next) => setCode((all) => ({ ...all, [language]: next }))}
          language={language}
          readOnly={readOnly}
          lineNumbers={lineNumbers}
          theme={theme}
          height={380}
          // not `language`: Tolgee reads that option as the language to translate into
          aria-label={t('rich.codeEditorDemo.editorLabel', {
            syntax: t(`rich.codeEditorDemo.languages.${language}`),
          })}
        />
        <Text c="dimmed" fz="xs" mt="xs">
          {t('rich.codeEditorDemo.stats', { characters: text.length, lines: text.split('\n').length })}
        </Text>
      </DemoSection>
      <DemoSection title={t('rich.common.keyboard')}>
        <KeyList
          items={[
            { keys: ['Tab'], label: t('rich.codeEditorDemo.keys.indent') },
            { keys: ['Esc', 'Tab'], label: t('rich.codeEditorDemo.keys.leave') },
            { keys: ['Ctrl/⌘', 'Z'], label: t('rich.codeEditorDemo.keys.undo') },
            { keys: ['Ctrl/⌘', 'Shift', 'Z'], label: t('rich.codeEditorDemo.keys.redo') },
          ]}
        />
      </DemoSection>
    </DemoPage>
  );
}
