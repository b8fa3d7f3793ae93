import { Avatar, Card, Group, SimpleGrid, Skeleton, Text, Title, useMantineTheme } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { WorkplaceTeam } from '@/api/sample-types';
import { Icon } from '@/components/Icon/Icon';

/** The user's teams, each an avatar with its name. */
export function TeamCard({ team }: { team?: WorkplaceTeam[] }) {
  const { t } = useTranslate();
  const { primaryColor } = useMantineTheme();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="sm">
        {t('workplace.team')}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        {team
          ? team.map((member) => (
              <Group key={member.name} gap="xs" wrap="nowrap">
                <Avatar radius="xl" color={primaryColor} variant="light" size={32}>
                  <Icon name={member.icon} size={18} />
                </Avatar>
                <Text fz="sm" truncate>
                  {member.name}
                </Text>
              </Group>
            ))
          : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={32} radius="xl" />)}
      </SimpleGrid>
    </Card>
  );
}
