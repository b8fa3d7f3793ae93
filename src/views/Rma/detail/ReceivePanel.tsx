import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef, useState } from 'react';
import { uploadRmaPhoto } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { focusFirstError, splitServerErrors } from '@/views/Business/shared/server-errors';
import type { ActionOutcome } from '@/views/Business/shared/use-document-actions';
import { checkReceive, emptyCounts, GRADE_FIELDS, type Counts, type GradeField } from './receive-form';

const LABELS: Record<GradeField, string> = {
  goodQty: 'rma.receive.good',
  defectiveQty: 'rma.receive.defective',
  unidentifiedQty: 'rma.receive.unidentified',
};

export interface ReceivePanelProps {
  rma: Rma;
  /** Whether a strategy of the RMA's lines asks for photos (the server checks it too). */
  photoRequired: boolean;
  /** Sends `receive` with the counts and the uploaded photos' addresses. */
  onReceive: (rma: Rma, payload: Record<string, unknown>) => Promise<ActionOutcome>;
  onClose: () => void;
  /** Uploads one photo (a story passes its own). */
  upload?: (file: File, rmaId: string) => Promise<{ url: string }>;
}

/** Receive: the warehouse counts each line by grade and photographs the parcel. */
export function ReceivePanel({
  rma,
  photoRequired,
  onReceive,
  onClose,
  upload = uploadRmaPhoto,
}: ReceivePanelProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const root = useRef<HTMLFormElement>(null);
  const [counts, setCounts] = useState<Counts>(() => emptyCounts(rma));
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // opened from the page's Receive button: the keyboard goes on in the first count
  useEffect(() => {
    const first = root.current?.querySelector<HTMLInputElement>('input');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, []);
  const setCount = (index: number, field: GradeField, value: number | string) => {
    setCounts((all) => all.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
    setErrors(({ [`lines.${index}.${field}`]: _gone, lines: _lines, ...rest }) => rest);
  };
  const show = (atFields: Record<string, string>, other: string[]) => {
    setErrors(atFields);
    setElsewhere(other);
    focusFirstError(root.current);
  };
  const submit = async () => {
    const checked = checkReceive(rma, counts, photos.length, photoRequired);
    if (Object.keys(checked.errors).length > 0) {
      show(Object.fromEntries(Object.entries(checked.errors).map(([path, key]) => [path, t(key)])), []);
      return;
    }
    setBusy(true);
    let urls: string[];
    try {
      urls = (await Promise.all(photos.map((file) => upload(file, rma.id)))).map((photo) => photo.url);
    } catch (error) {
      setBusy(false);
      const message = error instanceof Error ? error.message : '';
      show({ photos: t('rma.receive.uploadFailed', { message }) }, []);
      return;
    }
    const outcome = await onReceive(rma, { lines: checked.lines, photos: urls });
    setBusy(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    const split = splitServerErrors(
      outcome.error,
      (path) => path === 'photos' || path === 'lines' || /^lines\.\d+\./.test(path),
    );
    if (split) show(split.atFields, split.elsewhere);
    else show({}, [t('rma.receive.failed')]);
  };
  const lineError = (index: number) => errors[`lines.${index}.sku`] ?? null;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={root}
        noValidate
        aria-label={t('rma.receive.title', { document: rma.rmaNo })}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={3} fz="md">
            {t('rma.receive.title', { document: rma.rmaNo })}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('rma.receive.intro')}
          </Text>
          {elsewhere.length > 0 ? (
            <Alert color="red" role="alert">
              {elsewhere.join(' ')}
            </Alert>
          ) : null}
          {rma.lines.map((line, index) => (
            <Stack key={line.sku} gap={4}>
              <Text fz="sm" fw={600}>
                {line.sku}{' '}
                <Text span fz="xs" c="dimmed" fw={400}>
                  {t('rma.receive.expected', { count: formatNumber(line.expectedQty, locale) })}
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                {GRADE_FIELDS.map((field) => (
                  <NumberInput
                    key={field}
                    label={`${t(LABELS[field])} · ${line.sku}`}
                    value={counts[index][field]}
                    onChange={(value) => setCount(index, field, value)}
                    min={0}
                    step={1}
                    allowDecimal={false}
                    allowNegative={false}
                    error={errors[`lines.${index}.${field}`] ?? null}
                  />
                ))}
              </SimpleGrid>
              {lineError(index) ? (
                <Text c="red" fz="xs" role="alert">
                  {lineError(index)}
                </Text>
              ) : null}
            </Stack>
          ))}
          {errors.lines ? (
            <Text c="red" fz="sm" role="alert">
              {errors.lines}
            </Text>
          ) : null}
          <FileInput
            label={t('rma.receive.photos')}
            description={t('rma.receive.photosHint')}
            placeholder={t('rma.receive.photosPlaceholder')}
            leftSection={<IconPhoto size={16} />}
            accept="image/png,image/jpeg"
            multiple
            clearable
            withAsterisk={photoRequired}
            value={photos}
            onChange={(files) => {
              setPhotos(files);
              setErrors(({ photos: _gone, ...rest }) => rest);
            }}
            error={errors.photos ?? null}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('rma.receive.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
