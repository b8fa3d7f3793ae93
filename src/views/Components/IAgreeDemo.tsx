import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { termsRule } from '@/api/rules/account';
import { IAgree } from '@/components/IAgree/IAgree';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';

const TERMS = ['usage', 'account', 'data'] as const;
const PRIVACY = ['privacyCollect', 'privacyUse'] as const;

function TextModal({
  opened,
  onClose,
  title,
  paragraphs,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  paragraphs: string[];
}) {
  const { t } = useTranslate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('widgets.agree.close') }}
    >
      <Stack gap="sm">
        {paragraphs.map((text) => (
          <Text key={text} fz="sm">
            {text}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('widgets.agree.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** `/components/i-agree`: the agreement box in a form that needs it, its links opening the texts. */
export default function IAgreeDemo() {
  const { t } = useTranslate();
  const [termsOpened, terms] = useDisclosure(false);
  const [privacyOpened, privacy] = useDisclosure(false);
  const [disabled, setDisabled] = useState(false);
  const [reports, setReports] = useState(false);
  const form = useForm({
    initialValues: { company: '', agreed: false },
    validate: {
      company: (value) => (value.trim() ? null : t('widgets.agree.companyRequired')),
      agreed: (value) => (termsRule(value) ? t(`access.rules.${termsRule(value)}`) : null),
    },
  });
  const links = [
    { text: t('widgets.agree.terms'), onOpen: terms.open },
    { text: t('widgets.agree.privacy'), onOpen: privacy.open },
  ];

  return (
    <DemoPage title={t('router.iAgree')} description={t('widgets.agree.description')}>
      <DemoSection>
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            notifications.show({ color: 'teal', message: t('widgets.agree.sent') });
            form.reset();
          })}
        >
          <Stack gap="md" maw={480}>
            <TextInput
              label={t('widgets.agree.company')}
              withAsterisk
              disabled={disabled}
              {...form.getInputProps('company')}
            />
            <IAgree
              text={t('widgets.agree.text')}
              links={links}
              disabled={disabled}
              {...form.getInputProps('agreed', { type: 'checkbox' })}
              onChange={(checked) => form.setFieldValue('agreed', checked)}
            />
            <Group>
              <Button type="submit" disabled={disabled}>
                {t('widgets.agree.submit')}
              </Button>
              <DemoSwitch label={t('widgets.common.disabled')} checked={disabled} onChange={setDisabled} />
            </Group>
          </Stack>
        </form>
      </DemoSection>
      <DemoSection title={t('widgets.agree.plain')}>
        <IAgree text={t('widgets.agree.plainText')} checked={reports} onChange={setReports} />
      </DemoSection>
      <TextModal
        opened={termsOpened}
        onClose={terms.close}
        title={t('access.terms.title')}
        paragraphs={TERMS.map((key) => t(`access.terms.${key}`))}
      />
      <TextModal
        opened={privacyOpened}
        onClose={privacy.close}
        title={t('widgets.agree.privacyTitle')}
        paragraphs={PRIVACY.map((key) => t(`widgets.agree.${key}`))}
      />
    </DemoPage>
  );
}
