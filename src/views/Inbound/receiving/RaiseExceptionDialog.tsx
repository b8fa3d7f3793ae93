import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import {
  OPERATOR_EXCEPTION_TYPES,
  type OperatorExceptionType,
} from '@machines/business/inbound-exception.machine';
import { raiseInboundException, uploadInboundPhoto } from '@/api/business/inbound';
import type { InboundBox, InboundOrder } from '@/api/business/types/documents';
import { ApiError, fieldErrors } from '@/api/errors';
import {
  raiseProblems,
  skuIsTyped,
  skuRequired,
  startValues,
  toInput,
  type RaiseValues,
} from './raise-exception-form';

interface RaiseExceptionDialogProps {
  opened: boolean;
  orderId: string;
  boxes: InboundBox[];
  /** the order as the server answers it, with the new exception */
  onRaised: (order: InboundOrder) => void;
  onClose: () => void;
}

/** An exception the counts cannot show (a wrong SKU, an unreadable label…), with photos, raised at once. */
export function RaiseExceptionDialog(props: RaiseExceptionDialogProps) {
  const { t } = useTranslate();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('inbound.raise.title')} centered size="lg">
      {props.opened ? <RaiseForm {...props} /> : null}
    </Modal>
  );
}

function RaiseForm({ orderId, boxes, onRaised, onClose }: RaiseExceptionDialogProps) {
  const { t } = useTranslate();
  const [values, setValues] = useState<RaiseValues>(() => startValues(boxes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const box = boxes.find((b) => String(b.boxNo) === values.boxNo);
  const set = <K extends keyof RaiseValues>(field: K, value: RaiseValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const raise = async () => {
    const problems = raiseProblems(values, boxes);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, t(`inbound.raise.rules.${key}`)])),
      );
      return;
    }
    setBusy(true);
    setNotice('');
    try {
      const uploaded = await Promise.all(values.photos.map((file) => uploadInboundPhoto(file, orderId)));
      onRaised(
        await raiseInboundException(
          orderId,
          toInput(
            values,
            uploaded.map((photo) => photo.url),
          ),
        ),
      );
      onClose();
    } catch (failure) {
      const { file, ...atFields } = fieldErrors(failure);
      if (file) atFields.photos = file;
      setErrors(atFields);
      // 409: the order moved on (put away, cancelled…); 403: not this user's to raise
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 403)) {
        setNotice(failure.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const typeOptions = OPERATOR_EXCEPTION_TYPES.map((value) => ({
    value,
    label: t(`inbound.exceptionType.${value}`),
  }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void raise();
      }}
    >
      <Stack gap="md">
        {notice ? (
          <Alert color="orange" variant="light" role="alert">
            {notice}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('inbound.exception.type')}
            data={typeOptions}
            value={values.type}
            onChange={(value) => value && set('type', value as OperatorExceptionType)}
            allowDeselect={false}
            error={errors.type}
            data-autofocus
          />
          <Select
            label={t('inbound.receiving.box')}
            data={boxes.map((b) => ({
              value: String(b.boxNo),
              label: t('inbound.box.title', { no: b.boxNo }),
            }))}
            value={values.boxNo}
            onChange={(value) => value && set('boxNo', value)}
            allowDeselect={false}
            error={errors.boxNo}
          />
          {skuIsTyped(values.type) ? (
            <TextInput
              label={t('inbound.line.sku')}
              description={t('inbound.raise.skuFound')}
              value={values.sku}
              onChange={(event) => set('sku', event.currentTarget.value)}
              error={errors.sku}
              withAsterisk
            />
          ) : (
            <Select
              label={t('inbound.line.sku')}
              data={(box?.lines ?? []).map((line) => line.sku)}
              value={values.sku || null}
              onChange={(value) => set('sku', value ?? '')}
              error={errors.sku}
              withAsterisk={skuRequired(values.type)}
              clearable={!skuRequired(values.type)}
            />
          )}
          <NumberInput
            label={t('inbound.exception.qty')}
            value={values.qty}
            onChange={(value) => set('qty', value)}
            min={1}
            allowDecimal={false}
            error={errors.qty}
            withAsterisk
          />
        </SimpleGrid>
        <Textarea
          label={t('inbound.raise.note')}
          description={values.type === 'OTHER' ? t('inbound.raise.noteOther') : undefined}
          value={values.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          error={errors.note}
          withAsterisk={values.type === 'OTHER'}
          maxLength={255}
          rows={2}
        />
        <FileInput
          label={t('inbound.exception.photos')}
          description={t('inbound.raise.photosHint')}
          placeholder={t('inbound.raise.photosPlaceholder')}
          leftSection={<IconPhoto size={16} />}
          accept="image/png,image/jpeg,image/webp"
          multiple
          clearable
          value={values.photos}
          onChange={(files) => set('photos', files)}
          error={errors.photos}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('inbound.raise.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
