import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { JsonEditor } from '@/components/JsonEditor/JsonEditor';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

/** Data, not display text: an inbound order as the API might send it. */
const SAMPLE = JSON.stringify(
  {
    orderNo: 'IB-2026-000128',
    warehouse: { code: 'LAX-1', country: 'US', timezone: 'America/Los_Angeles' },
    status: 'receiving',
    customs: { cleared: true, broker: null },
    cartons: [
      { sku: 'SKU-10021', quantity: 24, weightKg: 12.5 },
      { sku: 'SKU-10044', quantity: 6, weightKg: 3.2 },
    ],
    tags: ['fba', 'priority'],
  },
  null,
  2,
);

/** `/components/json-editor`: JSON with live validation, format and minify, and a tree view. */
export default function JsonEditorDemo() {
  const { t } = useTranslate();
  const [text, setText] = useState(SAMPLE);
  const [readOnly, setReadOnly] = useState(false);
  const [indent, setIndent] = useState('2');

  return (
    <DemoPage title={t('router.jsonEditor')} description={t('rich.jsonEditorDemo.description')}>
      <DemoSection title={t('rich.common.options')}>
        <Group gap="lg" align="center">
          <DemoSwitch label={t('rich.common.readOnly')} checked={readOnly} onChange={setReadOnly} />
          <Group gap="xs">
            <Text fz="sm" id="json-indent">
              {t('rich.jsonEditorDemo.indent')}
            </Text>
            <SegmentedControl
              size="xs"
              value={indent}
              onChange={setIndent}
              aria-labelledby="json-indent"
              data={['2', '4']}
            />
          </Group>
          <Button size="xs" variant="default" onClick={() => setText(SAMPLE)}>
            {t('rich.jsonEditorDemo.loadSample')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => setText(SAMPLE.replace('"priority"', '"priority",'))}
          >
            {t('rich.jsonEditorDemo.breakIt')}
          </Button>
        </Group>
      </DemoSection>
      <DemoSection>
        <JsonEditor value={text} onChange={setText} readOnly={readOnly} indent={Number(indent)} />
        <Text c="dimmed" fz="xs" mt="xs">
          {t('rich.jsonEditorDemo.stats', { characters: text.length, lines: text.split('\n').length })}
        </Text>
      </DemoSection>
    </DemoPage>
  );
}
