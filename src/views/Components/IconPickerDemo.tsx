import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { IconPicker } from '@/components/IconPicker/IconPicker';

/** `/components/icon-picker`: a picker input bound to a value. */
export default function IconPickerDemo() {
  const { t } = useTranslate();
  const [value, setValue] = useState('vi-package');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" maw={420}>
        <Title order={2} fz={20}>
          {t('router.iconPicker')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('iconPicker.description')}
        </Text>
        <IconPicker value={value} onChange={setValue} />
        <Group gap="xs">
          {value ? <Icon name={value} size={28} /> : null}
          <Text fz="sm">{t('iconPicker.picked', { name: value || '—' })}</Text>
        </Group>
        <IconPicker value="vi-truck" onChange={() => undefined} disabled />
      </Stack>
    </Card>
  );
}
