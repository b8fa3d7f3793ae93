import { Alert, Badge, Button, FileButton, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState, type DragEvent } from 'react';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { ApiError } from '@/api/errors';
import { matchFiles, type FileMatch } from './match-files';

/** Where one matched file is on its way. */
type Progress = { state: 'queued' | 'uploading' | 'done' } | { state: 'failed'; message: string };

export interface UploadMatcherProps {
  /** the orders the files' names may name (a search by each name) */
  findCandidates: (fileNames: string[]) => Promise<OutboundWaybillRow[]>;
  /** sends one file as the order's label */
  upload: (orderId: string, file: File) => Promise<unknown>;
  /** some labels were stored: the list behind is stale */
  onUploaded: () => void;
  /** files already chosen (dropped on the page before it opened), matched at once */
  initialFiles?: File[];
}

const PROGRESS: Record<Progress['state'], { value: number; color: string }> = {
  queued: { value: 0, color: 'gray' },
  uploading: { value: 100, color: 'blue' },
  done: { value: 100, color: 'green' },
  failed: { value: 100, color: 'red' },
};

/**
 * The customer's waybill labels for WAREHOUSE_ONLY orders, many PDFs at once: each file is matched to
 * its order by its name (outbound or reference number) and the match shown before anything is sent;
 * a file that matches nothing says so. Then each is uploaded in turn, with its own progress.
 */
export function UploadMatcher({ findCandidates, upload, onUploaded, initialFiles }: UploadMatcherProps) {
  const { t } = useTranslate();
  const [matches, setMatches] = useState<FileMatch[]>([]);
  const [matching, setMatching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<number, Progress>>({});
  const [sending, setSending] = useState(false);

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    setMatching(true);
    setFailure(null);
    setProgress({});
    try {
      const candidates = await findCandidates(files.map((file) => file.name));
      setMatches(matchFiles(files, candidates));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setMatching(false);
    }
  };

  const [initial] = useState(initialFiles);
  useEffect(() => {
    if (!initial) return;
    let live = true;
    findCandidates(initial.map((file) => file.name)).then(
      (candidates) => live && setMatches(matchFiles(initial, candidates)),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [initial, findCandidates]);

  const ready = matches.flatMap((match, index) =>
    match.problem === null && !progress[index] ? [index] : [],
  );
  const sendAll = async () => {
    setSending(true);
    setProgress((now) => ({
      ...now,
      ...Object.fromEntries(ready.map((index) => [index, { state: 'queued' }])),
    }));
    let stored = 0;
    for (const index of ready) {
      const match = matches[index];
      if (!match.order) continue;
      setProgress((now) => ({ ...now, [index]: { state: 'uploading' } }));
      try {
        await upload(match.order.id, match.file);
        stored += 1;
        setProgress((now) => ({ ...now, [index]: { state: 'done' } }));
      } catch (error) {
        const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
        setProgress((now) => ({ ...now, [index]: { state: 'failed', message } }));
      }
    }
    setSending(false);
    if (stored > 0) onUploaded();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void choose([...event.dataTransfer.files]);
  };
  const unmatched = matches.filter((match) => match.problem === 'noMatch').length;

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{ borderStyle: 'dashed' }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        <Stack gap="xs" align="center">
          <Text fz="sm" ta="center">
            {t('outbound.waybill.upload.hint')}
          </Text>
          <FileButton onChange={(files) => void choose(files)} accept="application/pdf" multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconFileUpload size={16} />}
                loading={matching}
              >
                {t('outbound.waybill.upload.choose')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {matches.length > 0 ? (
        <>
          <Text fz="sm" aria-live="polite">
            {t('outbound.waybill.upload.summary', {
              matched: matches.filter((match) => match.problem === null).length,
              total: matches.length,
            })}
            {unmatched > 0 ? ` ${t('outbound.waybill.upload.unmatched', { count: unmatched })}` : ''}
          </Text>
          <Table.ScrollContainer minWidth={340}>
            <Table aria-label={t('outbound.waybill.upload.table')} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {t('outbound.waybill.upload.file')} → {t('outbound.waybill.upload.order')}
                  </Table.Th>
                  <Table.Th w="38%">{t('outbound.waybill.upload.progress')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {matches.map((match, index) => (
                  <MatchRow key={`${match.file.name}-${index}`} match={match} progress={progress[index]} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={ready.length === 0}
              loading={sending}
              onClick={() => void sendAll()}
            >
              {t('outbound.waybill.upload.send', { count: ready.length })}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

function MatchRow({ match, progress }: { match: FileMatch; progress: Progress | undefined }) {
  const { t } = useTranslate();
  const shown = progress ? PROGRESS[progress.state] : null;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {match.file.name}
        </Text>
        {match.order ? (
          <Text fz="sm" ff="monospace">
            → {match.order.outboundNo}
            <Text span fz="xs" c="dimmed" ff="inherit">
              {' '}
              {match.order.referenceNo}
            </Text>
          </Text>
        ) : null}
        {match.problem ? (
          <Text fz="xs" c="red">
            {t(`outbound.waybill.upload.problem.${match.problem}`)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {match.problem ? (
          <Badge color="gray" variant="light">
            {t('outbound.waybill.upload.skipped')}
          </Badge>
        ) : (
          <Stack gap={2}>
            <Text fz="xs">{t(`outbound.waybill.upload.state.${progress?.state ?? 'ready'}`)}</Text>
            {shown ? (
              <Progress
                value={shown.value}
                color={shown.color}
                animated={progress?.state === 'uploading'}
                aria-label={t('outbound.waybill.upload.progressOf', { name: match.file.name })}
              />
            ) : null}
            {progress?.state === 'failed' ? (
              <Text fz="xs" c="red">
                {progress.message}
              </Text>
            ) : null}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
