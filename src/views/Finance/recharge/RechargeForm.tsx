import {
  Button,
  FileInput,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useRef, useState } from 'react';
import type { Recharge } from '@/api/business/types/documents';
import type { ReleasePreview } from '@/api/business/types/documents';
import { FormNotices } from '@/views/Business/shared/FormNotices';
import { METHOD_OPTIONS } from './recharge-options';
import type { RechargeFormValues } from './recharge-form';
import { ReceivingAccountCard } from './ReceivingAccountCard';
import { ReleasePreviewPanel } from './ReleasePreviewPanel';
import { useRechargeSave } from './use-recharge-save';

export interface RechargeFormProps {
  label: string;
  initialValues: RechargeFormValues;
  /** the currencies of the customer's purses */
  currencies: string[];
  rechargeId?: string;
  onDone: (recharge: Recharge, submitted: boolean) => void;
  /** a story's release preview instead of the server's */
  loadPreview?: (currency: string, amount: number) => Promise<ReleasePreview>;
}

/**
 * The customer's recharge: method, currency, declared amount, payer, bank reference, receipt (a bank
 * transfer needs one), remark; the service's receiving account for the method beside it, and which
 * orders held for ARREARS the amount would release. Save as draft, or submit.
 */
export function RechargeForm({
  label,
  initialValues,
  currencies,
  rechargeId,
  onDone,
  loadPreview,
}: RechargeFormProps) {
  const { t } = useTranslate();
  const rootRef = useRef<HTMLFormElement>(null);
  const form = useForm<RechargeFormValues>({ mode: 'controlled', initialValues });
  const [receipt, setReceipt] = useState<File | null>(null);
  const save = useRechargeSave(form, rechargeId, receipt, onDone, rootRef);
  const values = form.getValues();
  const card = values.method === 'ONLINE_CARD';
  const busy = save.step !== 'idle';
  const amount =
    typeof values.declaredAmount === 'number' ? values.declaredAmount : Number(values.declaredAmount);
  const currencyOptions = [...new Set([...currencies, values.currency])].filter(Boolean);
  return (
    <form ref={rootRef} aria-label={label} noValidate onSubmit={form.onSubmit(() => save.submit())}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <FormNotices notices={save.notices} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('finance.recharge.field.method')}
                required
                allowDeselect={false}
                data={METHOD_OPTIONS.map((option) => ({
                  value: String(option.value),
                  label: t(option.labelKey ?? ''),
                }))}
                {...form.getInputProps('method')}
              />
              <Select
                label={t('business.field.currency')}
                required
                allowDeselect={false}
                data={currencyOptions}
                {...form.getInputProps('currency')}
              />
            </SimpleGrid>
            <NumberInput
              label={t('finance.recharge.field.declaredAmount')}
              description={t('finance.recharge.form.amountHint')}
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...form.getInputProps('declaredAmount')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('finance.recharge.field.payerName')}
                required
                maxLength={100}
                {...form.getInputProps('payerName')}
              />
              <TextInput
                label={t('finance.recharge.field.payerAccount')}
                maxLength={100}
                {...form.getInputProps('payerAccount')}
              />
            </SimpleGrid>
            {card ? null : (
              <TextInput
                label={t('finance.recharge.field.bankRefNo')}
                description={t('finance.recharge.form.bankRefHint')}
                maxLength={50}
                {...form.getInputProps('bankRefNo')}
              />
            )}
            {card ? null : (
              <FileInput
                label={t('finance.recharge.field.receipt')}
                description={t(
                  values.receiptFile
                    ? 'finance.recharge.form.receiptKept'
                    : 'finance.recharge.form.receiptHint',
                )}
                placeholder={t('finance.recharge.form.chooseReceipt')}
                required={values.method === 'BANK_TRANSFER'}
                accept="application/pdf,image/png,image/jpeg"
                clearable
                leftSection={<IconPaperclip size={16} />}
                value={receipt}
                onChange={(file) => {
                  form.clearFieldError('receiptFile');
                  setReceipt(file);
                }}
                error={form.errors.receiptFile}
              />
            )}
            <Textarea
              label={t('business.field.remark')}
              rows={2}
              maxLength={255}
              {...form.getInputProps('remark')}
            />
            {card ? (
              <Text fz="sm" c="dimmed">
                {t('finance.recharge.card.afterSubmit')}
              </Text>
            ) : null}
            <Group gap="sm" justify="flex-end" wrap="wrap">
              <Button
                variant="default"
                loading={save.step === 'saving'}
                disabled={busy}
                onClick={save.saveDraft}
              >
                {t('finance.recharge.form.saveDraft')}
              </Button>
              <Button type="submit" loading={save.step === 'submitting'} disabled={busy}>
                {t(card ? 'finance.recharge.form.pay' : 'finance.recharge.form.submit')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ReceivingAccountCard method={values.method} />
            <ReleasePreviewPanel
              currency={values.currency}
              amount={Number.isFinite(amount) ? amount : 0}
              onUseAmount={(value) => form.setFieldValue('declaredAmount', value)}
              load={loadPreview}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
