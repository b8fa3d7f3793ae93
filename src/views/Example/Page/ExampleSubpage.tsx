import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { navigate } from '@/app/router/hash-location';

export const LIST_PATH = '/example/example-page';

export const backToList = () => navigate(LIST_PATH);

/** The frame of the pages behind the list: a title, the way back, the content. */
export function ExampleSubpage({
  titleKey,
  extra,
  children,
}: {
  titleKey: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslate();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {/* its words whole: on a phone the title beside it takes a second line instead */}
            <Button
              variant="subtle"
              px="xs"
              leftSection={<IconArrowLeft size={16} />}
              onClick={backToList}
              style={{ flexShrink: 0 }}
            >
              {t('example.backToList')}
            </Button>
            <Title order={2} fz={20}>
              {t(titleKey)}
            </Title>
          </Group>
          {extra}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A record that could not be loaded (no id, or not found): the server's words and the way back. */
export function RecordMissing({ message }: { message: string }) {
  const { t } = useTranslate();
  return (
    <Alert color="red" title={t('example.recordMissing')} role="alert">
      <Text fz="sm">{message || t('example.noId')}</Text>
    </Alert>
  );
}
