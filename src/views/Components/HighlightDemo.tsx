import { ColorInput, Group, SimpleGrid, TagsInput, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Highlight } from '@/components/Highlight/Highlight';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

/** Library names read the same in both languages, so the same keywords fit either text. */
const KEYWORDS = ['React', 'Mantine', 'XState', 'Tolgee', 'CodeMirror'];

/** `/components/highlight`: keywords picked out of a text in a colour; each one can be clicked. */
export default function HighlightDemo() {
  const { t } = useTranslate();
  const [text, setText] = useState(() => t('rich.highlightDemo.text'));
  const [keywords, setKeywords] = useState<string[]>(KEYWORDS);
  const [color, setColor] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [clicked, setClicked] = useState<string | null>(null);

  const onKeywordClick = (keyword: string) => {
    setClicked(keyword);
    notifications.show({ message: t('rich.highlightDemo.clicked', { keyword }) });
  };

  return (
    <DemoPage title={t('router.highlight')} description={t('rich.highlightDemo.description')}>
      <DemoSection>
        <Highlight
          keywords={keywords}
          color={color || undefined}
          caseSensitive={caseSensitive}
          onKeywordClick={onKeywordClick}
          fz="md"
          lh={1.8}
        >
          {text}
        </Highlight>
        <Text c="dimmed" fz="sm" mt="sm" data-testid="highlight-last" aria-live="polite">
          {clicked
            ? t('rich.highlightDemo.clicked', { keyword: clicked })
            : t('rich.highlightDemo.clickHint')}
        </Text>
      </DemoSection>
      <DemoSection title={t('rich.common.options')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TagsInput
            label={t('rich.highlightDemo.keywords')}
            description={t('rich.highlightDemo.keywordsHint')}
            value={keywords}
            onChange={setKeywords}
          />
          <ColorInput
            label={t('rich.highlightDemo.color')}
            description={t('rich.highlightDemo.colorHint')}
            value={color}
            onChange={setColor}
            swatches={['#e8590c', '#2f9e44', '#ae3ec9', '#1c7ed6']}
          />
          <Textarea
            label={t('rich.highlightDemo.textLabel')}
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group align="flex-start" pt="lg">
            <DemoSwitch
              label={t('rich.highlightDemo.caseSensitive')}
              checked={caseSensitive}
              onChange={setCaseSensitive}
            />
          </Group>
        </SimpleGrid>
      </DemoSection>
    </DemoPage>
  );
}
