import {
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { uploadInboundPhoto } from '@/api/business/inbound';
import { fieldErrors } from '@/api/errors';
import type { InboundBox, InboundException } from '@/api/business/types/documents';
import { OPERATOR_EXCEPTION_TYPES } from '../common/inbound-options';

export interface RaisedException {
  type: InboundException['type'];
  boxNo: number;
  sku: string;
  qty: number;
  /** URLs of the uploaded photos */
  photos: string[];
}

interface RaiseExceptionDialogProps {
  opened: boolean;
  orderId: string;
  boxes: InboundBox[];
  onRaise: (raised: RaisedException) => void;
  onClose: () => void;
}

/** An exception the counts cannot show (a wrong SKU, an unreadable label…), with photos. */
export function RaiseExceptionDialog(props: RaiseExceptionDialogProps) {
  const { t } = useTranslate();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('inbound.raise.title')} centered size="lg">
      {props.opened ? <RaiseForm {...props} /> : null}
    </Modal>
  );
}

function RaiseForm({ orderId, boxes, onRaise, onClose }: RaiseExceptionDialogProps) {
  const { t } = useTranslate();
  const [type, setType] = useState<RaisedException['type']>('WRONG_SKU');
  const [boxNo, setBoxNo] = useState(String(boxes[0]?.boxNo ?? 1));
  const [sku, setSku] = useState(boxes[0]?.lines[0]?.sku ?? '');
  const [qty, setQty] = useState<number | string>(1);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const box = boxes.find((b) => String(b.boxNo) === boxNo);

  const raise = async () => {
    const count = Number(qty);
    const problems: Record<string, string> = {};
    if (sku.trim() === '') problems.sku = t('inbound.rules.skuRequired');
    if (!Number.isInteger(count) || count < 1) problems.qty = t('inbound.rules.qty');
    if (Object.keys(problems).length > 0) return setError(problems);
    setBusy(true);
    try {
      const uploaded = await Promise.all(files.map((file) => uploadInboundPhoto(file, orderId)));
      onRaise({
        type,
        boxNo: Number(boxNo),
        sku: sku.trim().toUpperCase(),
        qty: count,
        photos: uploaded.map((f) => f.url),
      });
      onClose();
    } catch (failure) {
      setError({ photos: fieldErrors(failure).file ?? '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('inbound.exception.type')}
          data={OPERATOR_EXCEPTION_TYPES.map((value) => ({
            value,
            label: t(`inbound.exceptionType.${value}`),
          }))}
          value={type}
          onChange={(value) => value && setType(value as RaisedException['type'])}
          allowDeselect={false}
          data-autofocus
        />
        <Select
          label={t('inbound.receiving.box')}
          data={boxes.map((b) => ({
            value: String(b.boxNo),
            label: t('inbound.box.title', { no: b.boxNo }),
          }))}
          value={boxNo}
          onChange={(value) => value && setBoxNo(value)}
          allowDeselect={false}
        />
        {type === 'UNREGISTERED_SKU' ? (
          <TextInput
            label={t('inbound.line.sku')}
            value={sku}
            onChange={(e) => setSku(e.currentTarget.value)}
            error={error.sku}
            withAsterisk
          />
        ) : (
          <Select
            label={t('inbound.line.sku')}
            data={(box?.lines ?? []).map((line) => line.sku)}
            value={sku || null}
            onChange={(value) => setSku(value ?? '')}
            error={error.sku}
            withAsterisk
          />
        )}
        <NumberInput
          label={t('inbound.exception.qty')}
          value={qty}
          onChange={setQty}
          min={1}
          allowDecimal={false}
          error={error.qty}
          withAsterisk
        />
      </SimpleGrid>
      <FileInput
        label={t('inbound.exception.photos')}
        description={t('inbound.raise.photosHint')}
        placeholder={t('inbound.raise.photosPlaceholder')}
        leftSection={<IconPhoto size={16} />}
        accept="image/png,image/jpeg,image/webp"
        multiple
        clearable
        value={files}
        onChange={setFiles}
        error={error.photos || undefined}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button loading={busy} onClick={() => void raise()}>
          {t('inbound.raise.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
