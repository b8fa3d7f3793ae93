import { Button, Code, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Editor } from '@/components/Editor/Editor';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

/** `/components/editor`: the rich text editor, its states, and the HTML it produces as you type. */
export default function EditorDemo() {
  const { t } = useTranslate();
  const [html, setHtml] = useState(() => t('rich.editorDemo.sample'));
  const [readOnly, setReadOnly] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const [placeholder, setPlaceholder] = useState(() => t('rich.editorDemo.placeholderValue'));
  const [maxLength, setMaxLength] = useState<number | string>('');

  return (
    <DemoPage title={t('router.editor')} description={t('rich.editorDemo.description')}>
      <DemoSection title={t('rich.common.options')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
          <DemoSwitch label={t('rich.common.readOnly')} checked={readOnly} onChange={setReadOnly} />
          <DemoSwitch label={t('rich.common.disabled')} checked={disabled} onChange={setDisabled} />
          <TextInput
            label={t('rich.editorDemo.placeholder')}
            value={placeholder}
            onChange={(e) => setPlaceholder(e.currentTarget.value)}
          />
          <NumberInput
            label={t('rich.editorDemo.maxLength')}
            description={t('rich.editorDemo.maxLengthHint')}
            min={1}
            max={10000}
            value={maxLength}
            onChange={setMaxLength}
          />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={() => setHtml(t('rich.editorDemo.sample'))}>
            {t('rich.editorDemo.loadSample')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setHtml('')}>
            {t('rich.editorDemo.clear')}
          </Button>
        </Group>
      </DemoSection>
      <DemoSection>
        <Editor
          value={html}
          onChange={setHtml}
          readOnly={readOnly}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={typeof maxLength === 'number' ? maxLength : undefined}
        />
      </DemoSection>
      <DemoSection title={t('rich.editorDemo.output')}>
        {html ? (
          <Code block data-testid="editor-html" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {html}
          </Code>
        ) : (
          <Text c="dimmed" fz="sm" data-testid="editor-html">
            {t('rich.editorDemo.emptyOutput')}
          </Text>
        )}
      </DemoSection>
    </DemoPage>
  );
}
