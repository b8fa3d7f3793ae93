import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Tab } from '@machines/types';
import { useTabs, useTabsRef } from '@/app/actor-context';
import { navigate } from '@/app/router/hash-location';
import { useTagsView } from '@/hooks/use-tags-view';
import { formatTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

const ROUTE_TITLE = 'router.useTagsView';
const PAGES = [
  { path: '/components/count-to', title: 'router.countTo' },
  { path: '/components/tree', title: 'router.tree' },
  { path: '/function/multiple-tabs-demo/7', title: 'router.multipleTabsDemo' },
];

/** `/hooks/useTagsView`: a page opening, titling, reloading and closing tabs. */
export default function UseTagsView() {
  const { t } = useTranslate();
  const [path] = useLocation();
  const tabs = useTabsRef();
  const visited = useTabs((s) => s.context.visited);
  const { setTitle, refreshPage, closeCurrent } = useTagsView();
  const [title, setTitleText] = useState('');
  // remembered once per mount: a reload shows a new time
  const [renderedAt] = useState(() => new Date());
  const locale = useLocale();
  const shown = (tab: Tab) =>
    tab.meta.title && tab.title === tab.meta.title ? t(tab.meta.title) : tab.title;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz={20}>
          {t(ROUTE_TITLE)}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {t('widgets.tagsView.description')}
        </Text>
        <Text fz="xs" c="dimmed" mt="xs" data-testid="rendered-at">
          {t('widgets.tagsView.renderedAt', { time: formatTime(renderedAt, locale, { seconds: true }) })}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group align="flex-end" gap="sm">
              <TextInput
                flex={1}
                miw={180}
                label={t('widgets.tagsView.title')}
                value={title}
                onChange={(event) => setTitleText(event.currentTarget.value)}
              />
              <Button onClick={() => setTitle(title.trim(), path)} disabled={!title.trim()}>
                {t('widgets.tagsView.setTitle')}
              </Button>
              <Button variant="default" onClick={() => setTitle(ROUTE_TITLE, path)}>
                {t('widgets.tagsView.resetTitle')}
              </Button>
            </Group>
            <Group gap="sm">
              <Button variant="light" onClick={() => refreshPage(path)}>
                {t('widgets.tagsView.refresh')}
              </Button>
              <Button variant="light" onClick={() => tabs.send({ type: 'tabs.closeOthers', path })}>
                {t('widgets.tagsView.closeOthers')}
              </Button>
              <Button variant="light" color="red" onClick={() => closeCurrent(path)}>
                {t('widgets.tagsView.closeCurrent')}
              </Button>
            </Group>
            <div>
              <Text fz="sm" fw={500} mb={6}>
                {t('widgets.tagsView.open')}
              </Text>
              <Group gap="xs">
                {PAGES.map((page) => (
                  <Button key={page.path} size="xs" variant="default" onClick={() => navigate(page.path)}>
                    {t(page.title)}
                  </Button>
                ))}
              </Group>
            </div>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Text fz="sm" fw={500} mb="xs">
            {t('widgets.tagsView.openTabs')}
          </Text>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {visited.map((tab) => (
              <Group key={tab.path} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fz="sm" truncate>
                    {shown(tab)}
                  </Text>
                  {tab.path === path ? (
                    <Badge size="xs" variant="light">
                      {t('widgets.tagsView.thisPage')}
                    </Badge>
                  ) : null}
                  {tab.meta.affix ? (
                    <Badge size="xs" color="gray" variant="light">
                      {t('widgets.tagsView.pinned')}
                    </Badge>
                  ) : null}
                </Group>
                {tab.meta.affix ? null : (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t('widgets.tagsView.close', { title: shown(tab) })}
                    onClick={() => closeCurrent(tab.path)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
