import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { WorkplaceProject } from '@/api/sample-types';
import { Icon } from '@/components/Icon/Icon';
import { formatRelative } from '@/i18n/format';
import classes from './Workplace.module.css';

/** The projects the user works on, each with who last touched it and when. */
export function ProjectsCard({
  projects,
  now,
  locale,
}: {
  projects?: WorkplaceProject[];
  now: Date;
  locale: string;
}) {
  const { t } = useTranslate();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        {t('workplace.projects')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
        {projects
          ? projects.map((project) => (
              <div key={project.name} className={classes.project}>
                <Group gap="sm" wrap="nowrap" mb={6}>
                  <ThemeIcon variant="light" size={32} radius="md">
                    <Icon name={project.icon} size={18} />
                  </ThemeIcon>
                  <Text fw={600}>{project.name}</Text>
                </Group>
                <Text fz="sm" c="dimmed" lineClamp={2} mb={6}>
                  {t(project.message)}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Text fz="xs">{project.personal}</Text>
                  <Text fz="xs" c="dimmed" component="time" dateTime={project.time}>
                    {formatRelative(project.time, now, locale)}
                  </Text>
                </Group>
              </div>
            ))
          : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={104} radius="md" />)}
      </SimpleGrid>
    </Card>
  );
}
