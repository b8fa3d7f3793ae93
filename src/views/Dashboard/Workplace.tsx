import {
  Avatar,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useLayout, useSession } from '@/app/actor-context';
import { useMenu } from '@/app/router/use-route-entries';
import { Icon } from '@/components/Icon/Icon';
import { greetingKey, leafItems } from './workplace-parts';
import classes from './Workplace.module.css';

/** The landing page: who is signed in, today's date, and the places the menu offers. */
export default function Workplace() {
  const { t } = useTranslate();
  const user = useSession((s) => s.context.userInfo);
  const language = useLayout((s) => s.context.language);
  const destinations = leafItems(useMenu()).filter((item) => !item.external);
  const now = new Date();
  const name = user?.nickname || user?.username || '';

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user?.avatar || null} name={name} color="initials" size={56} radius="xl" />
          <Stack gap={2}>
            <Title order={2} fz={20}>
              {t(greetingKey(now.getHours()), { name })}
            </Title>
            <Text c="dimmed" fz="sm">
              {new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(now)}
              {' · '}
              {user?.customerName ?? t(`role.${user?.role ?? 'unknown'}`)}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} fz="md" mb="sm">
          {t('workplace.shortcuts')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
          {destinations.map((item) => (
            <UnstyledButton key={item.path} component="a" href={`#${item.path}`} className={classes.shortcut}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={36} radius="md">
                  <Icon name={item.meta.icon ?? 'vi-menu'} size={20} />
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
    </Stack>
  );
}
