import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Grid, Group, Tabs, Text } from '@mantine/core';
import { IconId, IconLock, IconPhoto } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { UserInfo } from '@machines/types';
import { changeUserPassword, getUserInfo, saveUserInfo, uploadAvatar } from '@/api/authorization';
import { useLayout, useSession, useSessionRef } from '@/app/actor-context';
import { AvatarEditor } from './AvatarEditor';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';
import { ProfileSkeleton } from './ProfileSkeleton';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };
type Section = 'info' | 'password' | 'avatar';

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
    <>
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
      {load.status === 'loading' || !user ? (
        <ProfileSkeleton />
      ) : (
        <Profile
          user={user}
          onUpdate={(userInfo) => session.send({ type: 'session.updateUser', userInfo })}
        />
      )}
    </>
  );
}

function Profile({ user, onUpdate }: { user: UserInfo; onUpdate: (user: UserInfo) => void }) {
  const { t } = useTranslate();
  const [section, setSection] = useState<Section>('info');
  const sections = useRef<HTMLDivElement>(null);
  // three labelled tabs with icons do not fit one line of a phone
  const mobile = useLayout((s) => s.matches('mobile'));
  const icon = (Icon: typeof IconId) => (mobile ? undefined : <Icon size={16} />);

  const editAvatar = () => {
    setSection('avatar');
    // on a phone the tabs sit below the card, out of sight
    sections.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfileCard user={user} onEditAvatar={editAvatar} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" ref={sections}>
          <Tabs value={section} onChange={(value) => value && setSection(value as Section)}>
            <Tabs.List aria-label={t('personal.sections')} mb="lg" grow={mobile}>
              <Tabs.Tab value="info" leftSection={icon(IconId)}>
                {t('personal.tabs.info')}
              </Tabs.Tab>
              <Tabs.Tab value="password" leftSection={icon(IconLock)}>
                {t('personal.tabs.password')}
              </Tabs.Tab>
              <Tabs.Tab value="avatar" leftSection={icon(IconPhoto)}>
                {t('personal.tabs.avatar')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="info">
              <ProfileForm user={user} save={saveUserInfo} onSaved={onUpdate} />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordForm change={changeUserPassword} />
            </Tabs.Panel>
            <Tabs.Panel value="avatar">
              <AvatarEditor
                user={user}
                upload={uploadAvatar}
                onUploaded={(avatar) => onUpdate({ ...user, avatar })}
              />
            </Tabs.Panel>
          </Tabs>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
