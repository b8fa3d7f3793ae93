import { ActionIcon, Avatar, Badge, Box, Card, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { UserInfo } from '@machines/types';

interface ProfileCardProps {
  user: UserInfo;
  /** opens the avatar editor */
  onEditAvatar: () => void;
}

/** Who is signed in: avatar (with the way to change it), name, role, customer and contacts. */
export function ProfileCard({ user, onEditAvatar }: ProfileCardProps) {
  const { t } = useTranslate();
  const name = user.nickname || user.username;
  const rows: Array<[string, string | undefined]> = [
    ['personal.username', user.username],
    ['personal.email', user.email],
    ['personal.phone', user.phone],
    ['personal.customer', user.customerName ? `${user.customerName} (${user.customerId})` : undefined],
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap={6} mb="md">
        <Box pos="relative">
          <Avatar src={user.avatar || null} name={name} color="initials" size={96} radius="100%" />
          <Tooltip label={t('personal.card.changeAvatar')}>
            <ActionIcon
              onClick={onEditAvatar}
              aria-label={t('personal.card.changeAvatar')}
              radius="xl"
              size="md"
              pos="absolute"
              bottom={0}
              right={0}
              style={{ boxShadow: '0 0 0 2px var(--mantine-color-body)' }}
            >
              <IconCamera size={16} />
            </ActionIcon>
          </Tooltip>
        </Box>
        <Title order={2} fz={20} ta="center" style={{ wordBreak: 'break-word' }}>
          {name}
        </Title>
        <Badge variant="light">{t(`role.${user.role}`)}</Badge>
      </Stack>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={96}>{t(label)}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {value || (
                  <Text c="dimmed" fz="sm">
                    {t('common.notSet')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
