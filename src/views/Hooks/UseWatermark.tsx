import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useWatermark } from '@/hooks/use-watermark';
import { formatTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** `/hooks/useWatermark`: set, change and clear a watermark that survives DOM tampering. */
export default function UseWatermark() {
  const { t } = useTranslate();
  const locale = useLocale();
  const [text, setText] = useState(() => t('watermark.defaultText'));
  const { setWatermark, clear } = useWatermark();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" maw={560}>
        <Title order={2} fz={20}>
          {t('router.useWatermark')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('watermark.description')}
        </Text>
        <TextInput
          label={t('watermark.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group>
          <Button onClick={() => setWatermark(text)} disabled={!text.trim()}>
            {t('watermark.set')}
          </Button>
          <Button
            variant="light"
            onClick={() => setWatermark(`${text} ${formatTime(new Date(), locale, { seconds: true })}`)}
          >
            {t('watermark.change')}
          </Button>
          <Button variant="default" onClick={clear}>
            {t('watermark.clear')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
