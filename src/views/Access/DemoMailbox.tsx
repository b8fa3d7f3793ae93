import { Alert, Anchor, Code, Stack, Text } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { DemoMail } from '@/api/access';

interface DemoMailboxProps {
  mail: DemoMail;
  /** what the link does, the text of the link */
  action: 'activate' | 'reset' | 'accept';
}

/**
 * The demo back-end sends no email: it answers the link it would have mailed, and this box shows it
 * as the mail would.
 */
export function DemoMailbox({ mail, action }: DemoMailboxProps) {
  const { t } = useTranslate();
  const url = `${location.origin}${location.pathname}${mail.link}`;
  return (
    <Alert variant="light" color="gray" icon={<IconMailbox size={18} />} title={t('access.mailbox.title')}>
      <Stack gap={6}>
        <Text fz="sm">{t('access.mailbox.hint', { to: mail.to })}</Text>
        <Anchor href={mail.link} fw={600} fz="sm">
          {t(`access.mailbox.${action}`)}
        </Anchor>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {url}
        </Code>
      </Stack>
    </Alert>
  );
}
