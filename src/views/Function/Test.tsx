import { Alert, Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { hasPermission } from '@/components/Permission/has-permission';
import { Permission } from '@/components/Permission/Permission';
import { usePermission, useRouteMeta } from '@/components/Permission/use-permission';

function Way({ titleKey, code, children }: { titleKey: string; code: string; children: React.ReactNode }) {
  const { t } = useTranslate();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t(titleKey)}
        </Title>
        <Code block>{code}</Code>
        <Group>{children}</Group>
      </Stack>
    </Card>
  );
}

/** `/function/test`: the seed's button permissions three ways (§6), and the nameless check (§5). */
export default function Test() {
  const { t } = useTranslate();
  const meta = useRouteMeta();
  const { hasPermission: can, permissions } = usePermission();
  const [error, setError] = useState<string | null>(null);

  const askWithoutName = () => {
    try {
      can('');
      setError(null);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz={20}>
          {t('router.permissionTest')}
        </Title>
        <Text c="dimmed" fz="sm" mt="xs">
          {t('permission.description')}
        </Text>
        <Group gap="xs" mt="sm" role="group" aria-label={t('permission.granted')}>
          <Text fz="sm">{t('permission.granted')}</Text>
          {permissions.length === 0 ? <Text fz="sm">{t('permission.none')}</Text> : null}
          {permissions.map((name) => (
            <Badge key={name} variant="light">
              {name}
            </Badge>
          ))}
        </Group>
      </Card>
      <Way titleKey="permission.component" code={'<Permission value="add">…</Permission>'}>
        <Permission value="add">
          <Button>{t('permission.add')}</Button>
        </Permission>
      </Way>
      <Way
        titleKey="permission.hook"
        code={"const { hasPermission } = usePermission();\nhasPermission('edit')"}
      >
        {can('edit') ? <Button color="teal">{t('permission.edit')}</Button> : null}
      </Way>
      <Way titleKey="permission.function" code={"hasPermission(route.meta, 'delete')"}>
        {hasPermission(meta, 'delete') ? <Button color="red">{t('permission.delete')}</Button> : null}
      </Way>
      <Way titleKey="permission.withoutName" code={"hasPermission('')"}>
        <Button variant="default" onClick={askWithoutName}>
          {t('permission.tryWithoutName')}
        </Button>
      </Way>
      {error ? (
        <Alert color="red" title={t('permission.caught')} role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
