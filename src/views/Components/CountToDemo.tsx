import { Badge, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useLayout } from '@/app/actor-context';
import { CountTo } from '@/components/CountTo/CountTo';
import { formatCount } from './count-to/format-count';
import { useCountPlayer } from './count-to/use-count-player';
import { DemoPage, DemoSection } from './DemoPage';

const STATE_COLORS = { idle: 'gray', running: 'blue', paused: 'yellow', done: 'teal' } as const;
const asNumber = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

/** `/components/count-to`: every option of the counting number, with start, pause and reset. */
export default function CountToDemo() {
  const { t } = useTranslate();
  const locale = useLayout((s) => s.context.language);
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(1268.5);
  const [duration, setDuration] = useState(3000);
  const [decimals, setDecimals] = useState(2);
  const [prefix, setPrefix] = useState('$');
  const [suffix, setSuffix] = useState('');
  const [separator, setSeparator] = useState(',');
  const [replay, setReplay] = useState(0);
  const player = useCountPlayer(start, end, duration);
  const text = formatCount(player.value, { decimals, separator, prefix, suffix });

  return (
    <DemoPage title={t('router.countTo')} description={t('widgets.countTo.description')}>
      <DemoSection>
        <Stack align="center" gap="xs" py="md">
          <Text
            fz={{ base: 36, sm: 56 }}
            fw={700}
            c="var(--mantine-color-anchor)"
            style={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}
            aria-label={t('widgets.countTo.value')}
            data-testid="count-value"
          >
            {text}
          </Text>
          <Badge color={STATE_COLORS[player.state]} variant="light">
            {t(`widgets.countTo.state.${player.state}`)}
          </Badge>
          <Group gap="sm" justify="center">
            <Button leftSection={<IconPlayerPlay size={16} />} onClick={player.play}>
              {t('widgets.countTo.play')}
            </Button>
            {player.state === 'paused' ? (
              <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={player.resume}>
                {t('widgets.countTo.resume')}
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<IconPlayerPause size={16} />}
                onClick={player.pause}
                disabled={player.state !== 'running'}
              >
                {t('widgets.countTo.pause')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={player.reset}>
              {t('widgets.countTo.reset')}
            </Button>
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection title={t('widgets.common.options')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NumberInput
            label={t('widgets.countTo.start')}
            value={start}
            onChange={(v) => setStart(asNumber(v, 0))}
          />
          <NumberInput
            label={t('widgets.countTo.end')}
            value={end}
            onChange={(v) => setEnd(asNumber(v, 0))}
          />
          <NumberInput
            label={t('widgets.countTo.duration')}
            value={duration}
            min={0}
            max={60000}
            step={500}
            onChange={(v) => setDuration(asNumber(v, 0))}
          />
          <NumberInput
            label={t('widgets.countTo.decimals')}
            value={decimals}
            min={0}
            max={6}
            onChange={(v) => setDecimals(asNumber(v, 0))}
          />
          <TextInput
            label={t('widgets.countTo.prefix')}
            value={prefix}
            onChange={(e) => setPrefix(e.currentTarget.value)}
          />
          <TextInput
            label={t('widgets.countTo.suffix')}
            value={suffix}
            onChange={(e) => setSuffix(e.currentTarget.value)}
          />
          <TextInput
            label={t('widgets.countTo.separator')}
            value={separator}
            maxLength={2}
            onChange={(e) => setSeparator(e.currentTarget.value)}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('widgets.countTo.dashboard')}>
        <Group gap="lg">
          <Text fz={28} fw={600}>
            <CountTo key={replay} end={102400} locale={locale} />
          </Text>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setReplay((n) => n + 1)}
          >
            {t('widgets.countTo.play')}
          </Button>
        </Group>
      </DemoSection>
    </DemoPage>
  );
}
