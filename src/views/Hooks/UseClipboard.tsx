import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useClipboard } from '@/hooks/use-clipboard';

/** `/hooks/useClipboard`: copy text; the button says so for 1.5 s. */
export default function UseClipboard() {
  const { t } = useTranslate();
  const [text, setText] = useState(() => t('widgets.clipboard.defaultText'));
  const { copy, copied, error } = useClipboard();

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" maw={560}>
        <div>
          <Title order={2} fz={20}>
            {t('router.useClipboard')}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {t('widgets.clipboard.description')}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('widgets.clipboard.text')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={() => void copy(text)}
            disabled={!text}
            miw={110}
          >
            {copied ? t('widgets.clipboard.copied') : t('widgets.clipboard.copy')}
          </Button>
        </Group>
        <Text fz="sm" c="red" role="alert" hidden={!error}>
          {error ? t('widgets.clipboard.failed', { message: error.message }) : ''}
        </Text>
        <Textarea label={t('widgets.clipboard.paste')} autosize minRows={2} />
      </Stack>
    </Card>
  );
}
