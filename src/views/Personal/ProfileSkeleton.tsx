import { Card, Grid, Group, Skeleton, Stack } from '@mantine/core';

/** The page's shape while the profile loads: the card on one side, the tabs on the other. */
export function ProfileSkeleton() {
  return (
    <Grid gap="md" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack align="center" gap="sm">
            <Skeleton height={96} circle />
            <Skeleton height={18} width={160} />
            <Skeleton height={14} width={100} />
            <Skeleton height={120} mt="sm" />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg">
          <Group gap="lg" mb="lg">
            <Skeleton height={20} width={80} />
            <Skeleton height={20} width={80} />
            <Skeleton height={20} width={80} />
          </Group>
          <Stack gap="md" maw={480}>
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} width={140} />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
