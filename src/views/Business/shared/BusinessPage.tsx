import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { navigate } from '@/app/router/hash-location';

export interface BusinessPageProps {
  /** display text (a document's number once it is loaded) */
  title: ReactNode;
  intro?: ReactNode;
  /** right of the title (a status badge, a primary action) */
  extra?: ReactNode;
  /** where the back button leads (a detail page's list); none: no back button, a page of the menu */
  back?: string;
  /** the back button's words @default `business.common.back` */
  backLabel?: string;
  children: ReactNode;
}

/** The frame of a business page: the way back, a title, one line saying what the page is for, the content. */
export function BusinessPage({ title, intro, extra, back, backLabel, children }: BusinessPageProps) {
  const { t } = useTranslate();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs" wrap="wrap">
              {back && (
                <Button
                  variant="subtle"
                  px="xs"
                  leftSection={<IconArrowLeft size={16} />}
                  onClick={() => navigate(back)}
                >
                  {backLabel ?? t('business.common.back')}
                </Button>
              )}
              <Title order={2} fz="h3">
                {title}
              </Title>
            </Group>
            {intro && (
              <Text c="dimmed" fz="sm">
                {intro}
              </Text>
            )}
          </Stack>
          {extra}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
