import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLink, IconPlus, IconX } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getCartons, getListings } from '@/api/business/sku';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { SkuPicker } from '@/views/Business/shared/SkuPicker';
import { emptyLine, type OutboundFormValues, type SkuFacts } from './outbound-form';

interface LineEditorProps {
  form: UseFormReturnType<OutboundFormValues>;
  facts: Record<string, SkuFacts | undefined>;
  available: Record<string, number | null | undefined>;
  /** the lines asking more than available, by index */
  short: Map<number, { stockSku: string; asked: number; available: number }>;
}

/**
 * The order's lines: an approved SKU (the SKU area's picker), a carton SKU, or a platform SKU resolved
 * through the listings; the quantity available at the chosen warehouse beside each line.
 */
export function LineEditor({ form, facts, available, short }: LineEditorProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const { lines, type, warehouseCode } = form.values;
  const fba = type === 'FBA';
  const linesError = form.errors.lines;

  const addLine = (sku: string) => {
    const last = lines[lines.length - 1];
    // the empty line left at the end takes the SKU
    if (last && !last.sku) form.setFieldValue(`lines.${lines.length - 1}.sku`, sku);
    else form.insertListItem('lines', emptyLine(sku));
  };

  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const path = `lines.${index}`;
        const no = index + 1;
        const fact = line.sku ? facts[line.sku] : undefined;
        const stockSku = fact?.stockSku ?? line.sku;
        const have = line.sku ? available[stockSku] : undefined;
        const lack = short.get(index);
        const skuProps = form.getInputProps(`${path}.sku`);
        return (
          <Card
            key={line.key}
            withBorder
            padding="sm"
            component="section"
            aria-label={t('outbound.edit.line.title', { no })}
            data-line={no}
          >
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text fw={600} fz="sm">
                {t('outbound.edit.line.title', { no })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('outbound.edit.line.remove', { no })}
                onClick={() => form.removeListItem('lines', index)}
                disabled={lines.length === 1}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: fba ? 4 : 3 }} spacing="sm">
              <SkuPicker
                label={t('outbound.edit.line.sku')}
                withAsterisk
                status="APPROVED"
                value={line.sku || null}
                onChange={(code) => form.setFieldValue(`${path}.sku`, code ?? '')}
                onBlur={skuProps.onBlur}
                error={skuProps.error}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label={t('outbound.edit.line.qty')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                withAsterisk
                {...form.getInputProps(`${path}.qty`)}
              />
              <NumberInput
                label={t('outbound.edit.line.declaredValue')}
                min={0}
                decimalScale={2}
                hideControls
                {...form.getInputProps(`${path}.declaredValue`)}
              />
              {fba ? (
                <TextInput
                  label={t('outbound.edit.line.fnsku')}
                  withAsterisk
                  placeholder="X00…"
                  {...form.getInputProps(`${path}.fnsku`)}
                />
              ) : null}
            </SimpleGrid>
            {line.sku && warehouseCode ? (
              <Group gap="xs" mt="xs" data-testid={`available-${no}`}>
                {fact && fact.units > 1 ? (
                  <Text fz="xs" c="dimmed">
                    {t('outbound.edit.line.carton', { units: fact.units, sku: fact.stockSku })}
                  </Text>
                ) : null}
                {have === undefined ? (
                  <Text fz="xs" c="dimmed">
                    {t('outbound.edit.line.availableLoading')}
                  </Text>
                ) : have === null ? (
                  <Text fz="xs" c="orange">
                    {t('outbound.edit.line.availableFailed')}
                  </Text>
                ) : (
                  <Badge color={lack ? 'red' : 'green'} variant="light">
                    {t('outbound.edit.line.available', {
                      qty: formatNumber(have, locale),
                      warehouse: warehouseCode,
                    })}
                  </Badge>
                )}
                {lack ? (
                  <Text fz="xs" c="red" role="alert">
                    {t('outbound.edit.line.short', {
                      asked: formatNumber(lack.asked, locale),
                      available: formatNumber(lack.available, locale),
                      sku: lack.stockSku,
                    })}
                  </Text>
                ) : null}
              </Group>
            ) : null}
          </Card>
        );
      })}
      {linesError ? (
        <Text c="red" fz="sm" role="alert">
          {linesError}
        </Text>
      ) : null}
      <Group align="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('lines', emptyLine())}
        >
          {t('outbound.edit.line.add')}
        </Button>
        <CartonAdder onPick={addLine} />
        <PlatformSkuResolver platform={form.values.platform} onResolved={addLine} />
      </Group>
    </Stack>
  );
}

/** Adds a line of one of the customer's active carton SKUs. */
function CartonAdder({ onPick }: { onPick: (sku: string) => void }) {
  const { t } = useTranslate();
  const answer = useQuery({
    queryKey: ['outbound-edit', 'cartons'],
    queryFn: () => getCartons({ pageIndex: 1, pageSize: 200, status: 'ACTIVE' }),
  });
  const cartons = answer.data?.list ?? [];
  return (
    <Select
      label={t('outbound.edit.line.addCarton')}
      placeholder={answer.isPending ? t('outbound.edit.loading') : t('outbound.edit.choose')}
      data={cartons.map((c) => ({
        value: c.cartonSku,
        label: t('outbound.edit.line.cartonOption', {
          sku: c.cartonSku,
          units: c.unitsPerCarton,
          component: c.componentSku,
        }),
      }))}
      value={null}
      onChange={(sku) => sku && onPick(sku)}
      searchable
      nothingFoundMessage={t('outbound.edit.line.noCartons')}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/** Adds a line by the platform's SKU: the customer's active listing names the SKU it sells. */
function PlatformSkuResolver({
  platform,
  onResolved,
}: {
  platform: string;
  onResolved: (sku: string) => void;
}) {
  const { t } = useTranslate();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolve = async () => {
    const code = typed.trim();
    if (!code) return;
    setBusy(true);
    setMessage(null);
    try {
      const found = await getListings({ pageIndex: 1, pageSize: 50, keyword: code, status: 'ACTIVE' });
      const matches = found.list.filter(
        (l) => l.platformSku.toUpperCase() === code.toUpperCase() && (!platform || l.platform === platform),
      );
      const skus = [...new Set(matches.map((l) => l.sku))];
      if (skus.length === 1) {
        onResolved(skus[0]);
        setTyped('');
      } else {
        setMessage(
          skus.length === 0
            ? t('outbound.edit.line.platformNotFound', { code })
            : t('outbound.edit.line.platformAmbiguous', { code, skus: skus.join(', ') }),
        );
      }
    } catch {
      setMessage(t('outbound.edit.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    // on a phone the field takes the width and the button goes under it, its words whole
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t('outbound.edit.line.platformSku')}
        value={typed}
        error={message}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void resolve();
          }
        }}
        w={{ base: '100%', sm: 200 }}
      />
      <Button
        variant="light"
        leftSection={<IconLink size={16} />}
        loading={busy}
        disabled={typed.trim() === ''}
        onClick={() => void resolve()}
        mb={message ? 22 : 0}
      >
        {t('outbound.edit.line.resolve')}
      </Button>
    </Group>
  );
}
