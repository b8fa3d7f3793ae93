import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Infotip } from '@/components/Infotip/Infotip';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

const POSITIONS = ['top', 'right', 'bottom', 'left'] as const;
type Position = (typeof POSITIONS)[number];

const splitWords = (text: string) =>
  text
    .split(/[,，]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** `/components/infotip`: the tip with a title, several lines and highlighted words, and where it sits. */
export default function InfotipDemo() {
  const { t } = useTranslate();
  const [withTitle, setWithTitle] = useState(true);
  const [numbered, setNumbered] = useState(true);
  const [position, setPosition] = useState<Position>('top');
  const [keywords, setKeywords] = useState(() => t('widgets.infotip.keywords'));
  const lines = [t('widgets.infotip.line1'), t('widgets.infotip.line2'), t('widgets.infotip.line3')];

  return (
    <DemoPage title={t('router.infotip')} description={t('widgets.infotip.description')}>
      <DemoSection>
        <Group gap={6} py="lg" justify="center">
          <Text fw={500}>{t('widgets.infotip.exampleLabel')}</Text>
          <Infotip
            title={withTitle ? t('widgets.infotip.title') : undefined}
            lines={lines}
            keywords={splitWords(keywords)}
            numbered={numbered}
            position={position}
          />
        </Group>
      </DemoSection>
      <DemoSection title={t('widgets.common.options')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="sm">
            <DemoSwitch label={t('widgets.infotip.showTitle')} checked={withTitle} onChange={setWithTitle} />
            <DemoSwitch label={t('widgets.infotip.numbered')} checked={numbered} onChange={setNumbered} />
            <div>
              <Text fz="sm" fw={500} mb={4}>
                {t('widgets.infotip.position')}
              </Text>
              <SegmentedControl
                value={position}
                onChange={(value) => setPosition(value as Position)}
                aria-label={t('widgets.infotip.position')}
                data={POSITIONS.map((value) => ({ value, label: t(`widgets.infotip.positions.${value}`) }))}
              />
            </div>
          </Stack>
          <TextInput
            label={t('widgets.infotip.keywordsLabel')}
            value={keywords}
            onChange={(e) => setKeywords(e.currentTarget.value)}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('widgets.infotip.inline')}>
        <TextInput
          maw={360}
          label={
            <Group gap={4} component="span" wrap="nowrap">
              {t('widgets.infotip.declaredValue')}
              <Infotip lines={[t('widgets.infotip.declaredTip')]} size={14} color="gray" position="right" />
            </Group>
          }
          placeholder="0.00"
        />
      </DemoSection>
    </DemoPage>
  );
}
