import { Avatar, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useSession } from '@/app/actor-context';

/** The signed-in user's profile as the server knows it. */
export default function PersonalCenter() {
  const { t } = useTranslate();
  const user = useSession((s) => s.context.userInfo);
  if (!user) return null;
  const name = user.nickname || user.username;
  const rows: Array<[string, string | undefined]> = [
    ['personal.username', user.username],
    ['personal.nickname', user.nickname],
    ['personal.email', user.email],
    ['personal.phone', user.phone],
    ['personal.role', t(`role.${user.role}`)],
    ['personal.customer', user.customerName ? `${user.customerName} (${user.customerId})` : undefined],
  ];
  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Group gap="md" mb="md">
        <Avatar src={user.avatar || null} name={name} color="initials" size={64} radius="xl" />
        <Stack gap={2}>
          <Title order={2} fz={20}>
            {name}
          </Title>
          <Text c="dimmed" fz="sm">
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{t(label)}</Table.Th>
              <Table.Td>{value || <Text c="dimmed" fz="sm">{t('common.notSet')}</Text>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
