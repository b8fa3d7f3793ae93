import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { navigate } from '@/app/router/hash-location';

export const SKU_LIST_PATH = '/sku/list';
export const skuDetailPath = (id: string) => `/sku/detail/${encodeURIComponent(id)}`;
export const skuEditPath = (id: string) => `/sku/edit/${encodeURIComponent(id)}`;

export interface SkuPageProps {
  /** display text */
  title: ReactNode;
  intro?: ReactNode;
  /** right of the title: a status, actions */
  extra?: ReactNode;
  /** where "back" leads; none: no back button (a page of the menu) */
  back?: string;
  children: ReactNode;
}

/** The frame of the SKU pages: the way back, a title with what it is for, the content. */
export function SkuPage({ title, intro, extra, back, children }: SkuPageProps) {
  const { t } = useTranslate();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              {back && (
                <Button
                  variant="subtle"
                  px="xs"
                  leftSection={<IconArrowLeft size={16} />}
                  onClick={() => navigate(back)}
                >
                  {t('business.common.back')}
                </Button>
              )}
              <Title order={2} fz={20}>
                {title}
              </Title>
            </Group>
            {intro && (
              <Text fz="sm" c="dimmed" maw={760}>
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
