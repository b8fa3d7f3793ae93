import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
}

const PARAGRAPHS = ['usage', 'account', 'data'] as const;

export function TermsModal({ opened, onClose, onAccept }: TermsModalProps) {
  const { t } = useTranslate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('access.terms.title')}
      centered
      closeButtonProps={{ 'aria-label': t('access.common.close') }}
    >
      <Stack gap="sm">
        {PARAGRAPHS.map((key) => (
          <Text key={key} fz="sm">
            {t(`access.terms.${key}`)}
          </Text>
        ))}
        <Group justify="flex-end" mt="sm">
          <Button onClick={onAccept}>{t('access.terms.accept')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
