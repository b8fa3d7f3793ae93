import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useLocation } from 'wouter';
import { useMenu } from '@/app/router/use-route-entries';
import { Icon } from '@/components/Icon/Icon';
import { sectionEntrances } from './workplace-parts';
import classes from './Workplace.module.css';

/**
 * A way into each section of the menu, one click away: the section's first page (not every page the
 * menu offers, which would repeat the menu beside it, a hundred links for an operator).
 */
export function Shortcuts() {
  const { t } = useTranslate();
  const [here] = useLocation();
  const entrances = sectionEntrances(useMenu(), here);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        {t('workplace.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {entrances.map(({ section, page }) => (
          <UnstyledButton key={page.path} component="a" href={`#${page.path}`} className={classes.shortcut}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={32} radius="md">
                <Icon name={page.meta.icon ?? section.meta.icon ?? 'vi-menu'} size={18} />
              </ThemeIcon>
              <Text fz="sm" fw={500} style={{ flex: 1 }} truncate>
                {page.meta.title ? t(page.meta.title) : page.name}
              </Text>
              <IconChevronRight size={16} opacity={0.5} />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
