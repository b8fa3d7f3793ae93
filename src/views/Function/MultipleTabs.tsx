import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { matchRoute } from '@machines/routes/match';
import { useTabsRef } from '@/app/actor-context';
import { navigate } from '@/app/router/hash-location';
import { useRouteEntries } from '@/app/router/use-route-entries';
import { DETAIL_TITLE_KEY, detailPath } from './detail-title';

const MAX = 10;

/** `/function/multiple-tabs`: opens detail pages, one tab per id. */
export default function MultipleTabs() {
  const { t } = useTranslate();
  const tabs = useTabsRef();
  const entries = useRouteEntries();
  const [count, setCount] = useState(3);
  const ids = Array.from({ length: count }, (_, i) => i + 1);

  // Tabs of pages not visited yet: added with the title their page would give them, then the last
  // one is shown (its page then sets the same title itself).
  const openAll = () => {
    for (const id of ids) {
      const path = detailPath(id);
      const match = matchRoute(entries, path);
      if (!match) continue;
      tabs.send({
        type: 'tabs.add',
        route: { path, fullPath: path, name: match.entry.name, meta: match.entry.meta },
      });
      tabs.send({ type: 'tabs.setTitle', path, title: t(DETAIL_TITLE_KEY, { id }) });
    }
    navigate(detailPath(count));
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            {t('router.multipleTabs')}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {t('widgets.multipleTabs.description')}
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('widgets.multipleTabs.count')}
            value={count}
            min={1}
            max={MAX}
            w={120}
            clampBehavior="strict"
            onChange={(value) => setCount(typeof value === 'number' ? Math.min(MAX, Math.max(1, value)) : 1)}
          />
          <Button onClick={openAll}>{t('widgets.multipleTabs.openAll', { count })}</Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
          {ids.map((id) => (
            <Button
              key={id}
              component="a"
              href={`#${detailPath(id)}`}
              variant="light"
              rightSection={<IconExternalLink size={14} />}
            >
              {t('widgets.multipleTabs.open', { id })}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
