import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { Consignee, OutboundOrder } from '@/api/business/types/documents';
import { readFields, type FieldErrors } from '@/api/rules/fields';
import { CONSIGNEE_FIELDS, isPostcodeOf } from '@/api/rules/outbound';
import { formatDate, formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { HashLink } from '@/views/Business/shared/HashLink';
import { rechargePath, shortfallOf, type LineShortage } from './exception-facts';

/** An inbound order bringing a short SKU to the order's warehouse. */
export interface IncomingStock {
  id: string;
  inboundNo: string;
  sku: string;
  qty: number;
  eta: string;
}

/** What the page found out about the exception's reason, for the panel to say and fix. */
export type ExceptionFacts =
  | { reason: 'OUT_OF_STOCK'; shortages: LineShortage[]; incoming: IncomingStock[] }
  /** spendable: null where the user's role sees no money (the orders role) */
  | { reason: 'ARREARS'; estimate: number; spendable: number | null; currency: string }
  | { reason: 'ADDRESS' };

export interface ExceptionPanelProps {
  order: OutboundOrder;
  /** null while they load */
  facts: ExceptionFacts | null;
  /** the facts could not be loaded: the reason is still named, with a retry */
  failed?: boolean;
  onRetry?: () => void;
  /** the user may change the order and submit it again (the chart's edit and resubmit) */
  canFix: boolean;
  /** the fix under way (`reduce-0`, `remove-1`, `address`, `resubmit`) */
  busy: string | null;
  /** a save the server refused (not at a field of the panel) */
  problem?: string | null;
  onReduce: (index: number, qty: number) => void;
  onRemove: (index: number) => void;
  /** saves the consignee and submits again; answers the server's field errors (none when it went) */
  onSaveAddress: (consignee: Consignee) => Promise<Record<string, string>>;
  onResubmit: () => void;
  /** the request path of an inbound order's page */
  inboundPath: (id: string) => string;
}

/**
 * An order held in EXCEPTION: the reason in words, and its fix in one step (a line brought down to
 * the stock or removed, the purse topped up, the address corrected), each submitting the order again.
 */
export function ExceptionPanel(props: ExceptionPanelProps) {
  const { t } = useTranslate();
  const { order, facts, failed, onRetry, canFix, busy, problem, onResubmit } = props;
  const reason = order.exceptionReason ?? 'OUT_OF_STOCK';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('outbound.exception.title')}
      style={{ borderColor: 'var(--mantine-color-orange-5)' }}
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t(`outbound.exception.reason.${reason}`)}
        </Title>
        <Text fz="sm">{t(`outbound.exception.explain.${reason}`)}</Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {failed ? (
          <Alert color="red" title={t('outbound.detail.loadFailed')} role="alert">
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : facts === null ? (
          <Text fz="sm" c="dimmed" aria-busy="true">
            {t('outbound.exception.checking')}
          </Text>
        ) : facts.reason === 'OUT_OF_STOCK' ? (
          <OutOfStock {...props} facts={facts} />
        ) : facts.reason === 'ARREARS' ? (
          <Arrears facts={facts} canTopUp={canFix} />
        ) : (
          <AddressFix {...props} />
        )}
        {canFix && reason !== 'ADDRESS' ? (
          <Group>
            <Button
              variant="light"
              loading={busy === 'resubmit'}
              disabled={busy !== null}
              onClick={onResubmit}
            >
              {t('outbound.exception.resubmit')}
            </Button>
            <Text fz="xs" c="dimmed">
              {t(`outbound.exception.resubmitHint.${reason}`)}
            </Text>
          </Group>
        ) : null}
        {!canFix ? (
          <Text fz="xs" c="dimmed">
            {t('outbound.exception.customerFixes')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function OutOfStock({
  facts,
  canFix,
  busy,
  onReduce,
  onRemove,
  order,
  inboundPath,
}: ExceptionPanelProps & { facts: Extract<ExceptionFacts, { reason: 'OUT_OF_STOCK' }> }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const lastLine = order.lines.length === 1;
  return (
    <Stack gap="sm">
      {facts.shortages.length === 0 ? (
        <Text fz="sm">{t('outbound.exception.stock.nowCovered')}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('outbound.exception.stock.table')}>
          {facts.shortages.map((line) => (
            <Paper
              component="li"
              key={line.index}
              withBorder
              p="sm"
              radius="sm"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" align="center" gap="sm">
                <Stack gap={2}>
                  <Text fz="sm" fw={600}>
                    {line.sku}
                  </Text>
                  <Text fz="sm" c="red">
                    {t('outbound.exception.stock.short', {
                      short: formatNumber(line.short, locale),
                      warehouse: order.warehouseCode,
                    })}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('outbound.exception.stock.counts', {
                      asked: formatNumber(line.asked, locale),
                      available: formatNumber(line.available, locale),
                    })}
                  </Text>
                </Stack>
                {canFix ? (
                  <Group gap={6} wrap="wrap">
                    {line.available > 0 ? (
                      <Button
                        size="compact-sm"
                        loading={busy === `reduce-${line.index}`}
                        disabled={busy !== null}
                        onClick={() => onReduce(line.index, line.available)}
                        aria-label={t('outbound.exception.stock.reduceLine', {
                          sku: line.sku,
                          qty: formatNumber(line.available, locale),
                        })}
                      >
                        {t('outbound.exception.stock.reduce', { qty: formatNumber(line.available, locale) })}
                      </Button>
                    ) : null}
                    {lastLine ? null : (
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red"
                        loading={busy === `remove-${line.index}`}
                        disabled={busy !== null}
                        onClick={() => onRemove(line.index)}
                        aria-label={t('outbound.exception.stock.removeLine', { sku: line.sku })}
                      >
                        {t('outbound.exception.stock.remove')}
                      </Button>
                    )}
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {canFix ? (
        <Text fz="xs" c="dimmed">
          {t('outbound.exception.stock.fixHint')}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t('outbound.exception.stock.incomingTitle')}
        </Text>
        {facts.incoming.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('outbound.exception.stock.noIncoming')}
          </Text>
        ) : (
          <List size="sm" aria-label={t('outbound.exception.stock.incomingTitle')}>
            {facts.incoming.map((inbound) => (
              <List.Item key={`${inbound.id}-${inbound.sku}`}>
                <HashLink to={inboundPath(inbound.id)}>{inbound.inboundNo}</HashLink>{' '}
                {t('outbound.exception.stock.incoming', {
                  sku: inbound.sku,
                  qty: formatNumber(inbound.qty, locale),
                  eta: formatDate(inbound.eta, locale),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

function Arrears({
  facts,
  canTopUp,
}: {
  facts: Extract<ExceptionFacts, { reason: 'ARREARS' }>;
  /** the customer tops their own purse up; the warehouse sees the shortfall only */
  canTopUp: boolean;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, facts.currency, locale);
  if (facts.spendable === null)
    return (
      <Text fz="sm">{t('outbound.exception.arrears.purseHidden', { estimate: money(facts.estimate) })}</Text>
    );
  const shortfall = shortfallOf(facts.estimate, facts.spendable);
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {t('outbound.exception.arrears.figures', {
          estimate: money(facts.estimate),
          spendable: money(facts.spendable),
        })}
      </Text>
      {shortfall > 0 ? (
        <>
          <Text fz="sm" fw={600} c="red">
            {t('outbound.exception.arrears.shortfall', { amount: money(shortfall) })}
          </Text>
          {canTopUp ? (
            <div>
              <Button component="a" href={`#${rechargePath(facts.currency, shortfall)}`}>
                {t('outbound.exception.arrears.topUp', { amount: money(shortfall) })}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <Text fz="sm">{t('outbound.exception.arrears.nowCovered')}</Text>
      )}
    </Stack>
  );
}

type AddressField = keyof typeof CONSIGNEE_FIELDS;

const ADDRESS_FIELDS: { field: AddressField; required?: boolean }[] = [
  { field: 'name', required: true },
  { field: 'phone', required: true },
  { field: 'company' },
  { field: 'email' },
  { field: 'address1', required: true },
  { field: 'address2' },
  { field: 'city', required: true },
  { field: 'state', required: true },
  { field: 'postcode', required: true },
  { field: 'countryCode', required: true },
];

/**
 * The form's checks: the shared consignee rules (`src/api/rules/outbound.ts`) and the postcode form
 * the carriers know (the mock back-end's own deliverability check); message keys by field.
 */
export function consigneeProblems(values: Consignee): Record<string, string> {
  const errors: FieldErrors = {};
  readFields(values, CONSIGNEE_FIELDS, errors);
  const keys: Record<string, string> = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, `outbound.exception.address.rules.${key}`]),
  );
  if (
    !keys.postcode &&
    !keys.countryCode &&
    !isPostcodeOf(values.countryCode.trim().toUpperCase(), values.postcode)
  ) {
    keys.postcode = 'outbound.exception.address.postcodeForm';
  }
  return keys;
}

function AddressFix({ order, canFix, busy, onSaveAddress }: ExceptionPanelProps) {
  const { t } = useTranslate();
  const [values, setValues] = useState<Consignee>(order.consignee);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!canFix) return null;
  const save = async () => {
    const problems = consigneeProblems(values);
    if (Object.keys(problems).length > 0) {
      const country = values.countryCode.trim().toUpperCase();
      setErrors(
        Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key, { country })])),
      );
      return;
    }
    const refused = await onSaveAddress({ ...values, countryCode: values.countryCode.trim().toUpperCase() });
    setErrors(
      Object.fromEntries(
        Object.entries(refused).map(([path, message]) => [path.replace(/^consignee\./, ''), message]),
      ),
    );
  };
  return (
    <form
      aria-label={t('outbound.exception.address.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {ADDRESS_FIELDS.map(({ field, required }) => (
            <TextInput
              key={field}
              label={t(`outbound.exception.address.field.${field}`)}
              value={values[field]}
              withAsterisk={required}
              error={errors[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((previous) => ({ ...previous, [field]: value }));
                setErrors(({ [field]: _gone, ...rest }) => rest);
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={busy === 'address'} disabled={busy !== null && busy !== 'address'}>
            {t('outbound.exception.address.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
