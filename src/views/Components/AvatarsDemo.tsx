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
import { useCallback, useEffect, useState } from 'react';
import { getDepartmentUsers } from '@/api/sample-department';
import type { AvatarPerson } from '@/components/Avatars/avatars-overflow';
import { Avatars } from '@/components/Avatars/Avatars';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
type Size = (typeof SIZES)[number];
const PEOPLE = 12;

type Load = { status: 'loading' } | { status: 'ready'; people: AvatarPerson[] } | { status: 'failed' };

/** The department users of the sample back-end, as people for the avatars. */
function usePeople() {
  const [state, setState] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getDepartmentUsers({ pageIndex: 1, pageSize: PEOPLE }).then(
      ({ list }) =>
        current &&
        setState({ status: 'ready', people: list.map((user) => ({ id: user.id, name: user.username })) }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

/** `/components/avatars`: the group with a maximum, the "+N" list, sizes and name tooltips. */
export default function AvatarsDemo() {
  const { t } = useTranslate();
  const { state, retry } = usePeople();
  const [max, setMax] = useState(5);
  const [count, setCount] = useState(8);
  const [size, setSize] = useState<Size>('md');
  const [withTooltip, setWithTooltip] = useState(true);
  const people = state.status === 'ready' ? state.people.slice(0, count) : [];

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
            <Text fz="sm" id="avatars-people">
              {t('widgets.avatars.people')}: {count}
            </Text>
            <Slider min={0} max={PEOPLE} value={count} onChange={setCount} aria-labelledby="avatars-people" />
          </Stack>
          <Stack gap={4}>
            <Text fz="sm" id="avatars-max">
              {t('widgets.avatars.max')}: {max}
            </Text>
            <Slider min={1} max={8} value={max} onChange={setMax} aria-labelledby="avatars-max" />
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
