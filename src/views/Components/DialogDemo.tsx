import { Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { DemoPage, DemoSection } from './DemoPage';
import { DialogForm } from './rich/DialogForm';

type Which = 'free' | 'fullScreen' | 'fixed' | 'form';

/** `/components/dialog`: a modal dialog that moves, resizes and fills the screen, and one with a form. */
export default function DialogDemo() {
  const { t } = useTranslate();
  const [open, setOpen] = useState<Which | null>(null);
  const close = () => setOpen(null);
  const cases: Array<{ which: Which; hint: string }> = [
    { which: 'free', hint: t('rich.dialogDemo.freeHint') },
    { which: 'fullScreen', hint: t('rich.dialogDemo.fullScreenHint') },
    { which: 'fixed', hint: t('rich.dialogDemo.fixedHint') },
    { which: 'form', hint: t('rich.dialogDemo.formHint') },
  ];
  const body = (
    <Stack gap="sm">
      <Text fz="sm">{t('rich.dialogDemo.bodyIntro')}</Text>
      <List fz="sm" spacing={4}>
        <List.Item>{t('rich.dialogDemo.bodyDrag')}</List.Item>
        <List.Item>{t('rich.dialogDemo.bodyResize')}</List.Item>
        <List.Item>{t('rich.dialogDemo.bodyFullScreen')}</List.Item>
        <List.Item>{t('rich.dialogDemo.bodyKeys')}</List.Item>
      </List>
    </Stack>
  );

  return (
    <DemoPage title={t('router.dialog')} description={t('rich.dialogDemo.description')}>
      <DemoSection>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {cases.map(({ which, hint }) => (
            <Stack key={which} gap={6} align="flex-start">
              <Button variant={which === 'free' ? 'filled' : 'light'} onClick={() => setOpen(which)}>
                {t(`rich.dialogDemo.open.${which}`)}
              </Button>
              <Text fz="xs" c="dimmed">
                {hint}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </DemoSection>
      <Dialog
        opened={open === 'free'}
        onClose={close}
        title={t('rich.dialogDemo.open.free')}
        footer={<Button onClick={close}>{t('common.ok')}</Button>}
      >
        {body}
      </Dialog>
      <Dialog
        opened={open === 'fullScreen'}
        onClose={close}
        title={t('rich.dialogDemo.open.fullScreen')}
        defaultFullScreen
      >
        {body}
      </Dialog>
      <Dialog
        opened={open === 'fixed'}
        onClose={close}
        title={t('rich.dialogDemo.open.fixed')}
        draggable={false}
        resizable={false}
        fullScreenToggle={false}
        size="sm"
      >
        <Text fz="sm">{t('rich.dialogDemo.fixedBody')}</Text>
      </Dialog>
      <DialogForm opened={open === 'form'} onClose={close} />
    </DemoPage>
  );
}
