import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { navigate } from '@/app/router/hash-location';
import { useTagsView } from '@/hooks/use-tags-view';
import { DETAIL_TITLE_KEY } from './detail-title';

/** `/function/multiple-tabs-demo/:id`: one record's page, in its own tab titled by the page. */
export default function MultipleTabsDemo() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const [path] = useLocation();
  const { setTitle, closeCurrent } = useTagsView();
  const [note, setNote] = useState('');
  const title = t(DETAIL_TITLE_KEY, { id });

  // Titled again when the language changes; a title set before the tab exists waits for it.
  useEffect(() => setTitle(title, path), [setTitle, title, path]);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" maw={560}>
        <Title order={2} fz={20}>
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('widgets.multipleTabs.detailIntro', { id })}
        </Text>
        <TextInput
          label={t('widgets.multipleTabs.note', { id })}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group>
          <Button variant="default" onClick={() => navigate('/function/multiple-tabs')}>
            {t('widgets.multipleTabs.back')}
          </Button>
          <Button variant="light" color="red" onClick={() => closeCurrent(path)}>
            {t('widgets.multipleTabs.close')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
