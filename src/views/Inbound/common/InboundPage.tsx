import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { navigate } from '@/app/router/hash-location';

export const INBOUND_LIST_PATH = '/inbound/list';
export const detailPath = (id: string) => `/inbound/detail/${encodeURIComponent(id)}`;
export const editPath = (id: string) => `/inbound/edit/${encodeURIComponent(id)}`;

interface InboundPageProps {
  title: ReactNode;
  /** right of the title: a status badge, buttons */
  extra?: ReactNode;
  /** where the back button leads; none: no back button */
  back?: string;
  children: ReactNode;
}

/** The frame of an inbound page: the way back, the title, what the page holds. */
export function InboundPage({ title, extra, back = INBOUND_LIST_PATH, children }: InboundPageProps) {
  const { t } = useTranslate();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="wrap">
            {back ? (
              <Button
                variant="subtle"
                px="xs"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => navigate(back)}
              >
                {t('inbound.backToList')}
              </Button>
            ) : null}
            <Title order={2} fz={20}>
              {title}
            </Title>
          </Group>
          {extra}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
