import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Slider,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getDepartmentUsers } from '@/api/sample-department';
import { useServerData } from '@/app/use-server-data';
import type { AvatarPerson } from '@/components/Avatars/avatars-overflow';
import { Avatars } from '@/components/Avatars/Avatars';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
type Size = (typeof SIZES)[number];
const PEOPLE = 12;

/** The department users of the sample back-end, as people for the avatars. */
function usePeople() {
  const load = useServerData(['avatars-demo-people'], () =>
    getDepartmentUsers({ pageIndex: 1, pageSize: PEOPLE }).then(({ list }) =>
      list.map((user): AvatarPerson => ({ id: user.id, name: user.username })),
    ),
  );
  return { state: load, retry: load.reload };
}

/** `/components/avatars`: the group with a maximum, the "+N" list, sizes and name tooltips. */
export default function AvatarsDemo() {
  const { t } = useTranslate();
  const { state, retry } = usePeople();
  const [max, setMax] = useState(5);
  const [count, setCount] = useState(8);
  const [size, setSize] = useState<Size>('md');
  const [withTooltip, setWithTooltip] = useState(true);
  const people = state.status === 'loaded' ? state.data.slice(0, count) : [];

  return (
    <DemoPage title={t('router.avatars')} description={t('widgets.avatars.description')}>
      <DemoSection title={t('widgets.avatars.teamLabel')}>
        {state.status === 'loading' ? (
          <Group gap={4} aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} circle height={38} />
            ))}
          </Group>
        ) : state.status === 'failed' ? (
          <Alert color="red" variant="light" title={t('widgets.avatars.failed')}>
            <Button size="xs" variant="light" onClick={retry}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <Stack gap="lg">
            <Avatars
              people={people}
              max={max}
              size={size}
              withTooltip={withTooltip}
              label={t('widgets.avatars.teamLabel')}
            />
            <Group gap="sm">
              <Text fz="sm" c="dimmed">
                {t('widgets.avatars.watchers')}
              </Text>
              <Avatars people={people.slice(0, 3)} max={3} size="sm" label={t('widgets.avatars.watchers')} />
            </Group>
          </Stack>
        )}
      </DemoSection>
      <DemoSection title={t('widgets.common.options')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fz="sm">
              {t('widgets.avatars.people')}: {count}
            </Text>
            <Slider
              min={0}
              max={PEOPLE}
              value={count}
              onChange={setCount}
              thumbLabel={t('widgets.avatars.people')}
            />
          </Stack>
          <Stack gap={4}>
            <Text fz="sm">
              {t('widgets.avatars.max')}: {max}
            </Text>
            <Slider min={1} max={8} value={max} onChange={setMax} thumbLabel={t('widgets.avatars.max')} />
          </Stack>
          <Stack gap={4}>
            <Text fz="sm">{t('widgets.avatars.size')}</Text>
            <SegmentedControl
              value={size}
              onChange={(value) => setSize(value as Size)}
              data={[...SIZES]}
              aria-label={t('widgets.avatars.size')}
            />
          </Stack>
          <DemoSwitch
            label={t('widgets.avatars.withTooltip')}
            checked={withTooltip}
            onChange={setWithTooltip}
          />
        </SimpleGrid>
      </DemoSection>
    </DemoPage>
  );
}
