import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMenu } from '@/app/router/use-route-entries';
import { Icon } from '@/components/Icon/Icon';
import { leafItems } from './workplace-parts';
import classes from './Workplace.module.css';

/** The places the menu offers, one click away. */
export function Shortcuts() {
  const { t } = useTranslate();
  const destinations = leafItems(useMenu()).filter((item) => !item.external);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        {t('workplace.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {destinations.map((item) => (
          <UnstyledButton key={item.path} component="a" href={`#${item.path}`} className={classes.shortcut}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={32} radius="md">
                <Icon name={item.meta.icon ?? 'vi-menu'} size={18} />
              </ThemeIcon>
              <Text fz="sm" fw={500} style={{ flex: 1 }} truncate>
                {item.meta.title ? t(item.meta.title) : item.name}
              </Text>
              <IconChevronRight size={16} opacity={0.5} />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
