import { useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { AVATAR_TYPES } from '@/api/rules/profile';

export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

interface AvatarDropAreaProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Drop an image on it, or pick one with the button (the keyboard's way in). */
export function AvatarDropArea({ onFile, disabled = false }: AvatarDropAreaProps) {
  const { t } = useTranslate();
  const [over, setOver] = useState(false);
  const resetRef = useRef<() => void>(null);

  const take = (file: File | null | undefined) => {
    // cleared so that picking the same file again, after fixing nothing, still reports it
    resetRef.current?.();
    if (file && !disabled) onFile(file);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      bg={over ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
      data-dragging={over || undefined}
    >
      <Stack align="center" gap={6} ta="center">
        <IconPhotoUp size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Text fz="sm">{t('personal.avatar.drop')}</Text>
        <Text fz="xs" c="dimmed">
          {t('personal.avatar.or')}
        </Text>
        <FileButton
          onChange={take}
          accept={AVATAR_ACCEPT}
          resetRef={resetRef}
          disabled={disabled}
          inputProps={{ 'aria-label': t('personal.avatar.choose') }}
        >
          {(props) => (
            <Button {...props} variant="light" disabled={disabled}>
              {t('personal.avatar.choose')}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          {t('personal.avatar.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
