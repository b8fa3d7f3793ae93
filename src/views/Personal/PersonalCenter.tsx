import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { UserInfo } from '@machines/types';
import { getUserInfo } from '@/api/authorization';
import { useSession, useSessionRef } from '@/app/actor-context';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/** The signed-in user's profile, fetched fresh from the server (it may have changed elsewhere). */
export default function PersonalCenter() {
  const { t } = useTranslate();
  const session = useSessionRef();
  const user = useSession((s) => s.context.userInfo);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getUserInfo()
      .then((userInfo) => {
        if (!current) return;
        session.send({ type: 'session.updateUser', userInfo });
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (current) setLoad({ status: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      current = false;
    };
  }, [session, attempt]);

  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      {load.status === 'failed' ? (
        <Alert color="red" variant="light" mb="md" title={t('personal.loadFailed')}>
          <Group justify="space-between">
            <Text fz="sm">{load.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {load.status === 'loading' || !user ? <ProfileSkeleton /> : <Profile user={user} />}
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Group gap="md">
        <Skeleton height={64} circle />
        <Stack gap={6}>
          <Skeleton height={18} width={160} />
          <Skeleton height={12} width={220} />
        </Stack>
      </Group>
      <Skeleton height={200} />
    </Stack>
  );
}

function Profile({ user }: { user: UserInfo }) {
  const { t } = useTranslate();
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
    <>
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
              <Table.Td>
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
    </>
  );
}
