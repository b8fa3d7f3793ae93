import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useId, useState, type DragEvent } from 'react';

export const IMPORT_ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const accepted = (file: File) => /\.(xlsx|csv)$/i.test(file.name);

export interface FileDropProps {
  onFile: (file: File) => void;
  /** the file last chosen */
  fileName: string | null;
  busy: boolean;
  /** the server's (or our own) message about the file */
  error?: string;
  disabled?: boolean;
  /** one line (a file is already checked): the button to choose another and the file's name */
  compact?: boolean;
}

/** A drop zone for one xlsx or csv file, with a button that opens the file chooser (the keyboard's way). */
export function FileDrop({
  onFile,
  fileName,
  busy,
  error,
  disabled = false,
  compact = false,
}: FileDropProps) {
  const { t } = useTranslate();
  const [over, setOver] = useState(false);
  const [wrongType, setWrongType] = useState(false);
  const errorId = useId();
  const take = (file: File | null | undefined) => {
    if (!file) return;
    setWrongType(!accepted(file));
    if (accepted(file)) onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && !busy) take(event.dataTransfer.files[0]);
  };
  const message = wrongType ? t('outbound.import.upload.wrongType') : error;
  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'xs' : 'lg'}
      data-testid="import-drop-zone"
      aria-label={t('outbound.import.upload.zone')}
      role="region"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: message
          ? 'var(--mantine-color-red-6)'
          : over
            ? 'var(--mantine-color-blue-6)'
            : undefined,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack align={compact ? 'stretch' : 'center'} gap="xs">
        {!compact && (
          <>
            <IconFileSpreadsheet size={40} stroke={1.4} aria-hidden />
            <Text ta="center" fw={500}>
              {t('outbound.import.upload.drop')}
            </Text>
            <Text ta="center" size="sm" c="dimmed">
              {t('outbound.import.upload.hint')}
            </Text>
          </>
        )}
        <Group justify={compact ? 'flex-start' : 'center'} gap="sm">
          <FileButton onChange={take} accept={IMPORT_ACCEPT} disabled={disabled || busy}>
            {(props) => (
              <Button
                {...props}
                variant={compact ? 'light' : 'filled'}
                leftSection={<IconUpload size={16} />}
                loading={busy}
                aria-describedby={message ? errorId : undefined}
              >
                {t(compact ? 'outbound.import.upload.another' : 'outbound.import.upload.choose')}
              </Button>
            )}
          </FileButton>
          {compact && fileName && !message && (
            <Text size="sm" c="dimmed">
              {t('outbound.import.upload.chosen', { name: fileName })}
            </Text>
          )}
        </Group>
        {!compact && fileName && !message && (
          <Text size="sm" c="dimmed">
            {t('outbound.import.upload.chosen', { name: fileName })}
          </Text>
        )}
        {message && (
          <Text id={errorId} size="sm" c="red" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
