import { Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { OutboundOrder } from '@/api/business/types/documents';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { OrderRefs } from './use-order-refs';

/** The order's lines: SKU code and name, quantity, declared value (and FNSKU for FBA). */
export function LinesTable({ order, refs }: { order: OutboundOrder; refs: OrderRefs }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const fba = order.type === 'FBA';
  const nameOf = (sku: string) => {
    const names = refs.skuNames.get(sku);
    if (!names) return '';
    return locale.startsWith('zh') ? names.nameCn || names.nameEn : names.nameEn || names.nameCn;
  };
  const units = order.lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('outbound.detail.tabs.lines')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbound.detail.line.sku')}</Table.Th>
            {fba ? <Table.Th>{t('outbound.detail.line.fnsku')}</Table.Th> : null}
            <Table.Th ta="right">{t('outbound.detail.line.qty')}</Table.Th>
            <Table.Th ta="right">{t('outbound.detail.line.declaredValue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line, index) => (
            <Table.Tr key={`${line.sku}-${index}`}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {line.sku}
                </Text>
                {nameOf(line.sku) ? (
                  <Text fz="xs" c="dimmed">
                    {nameOf(line.sku)}
                  </Text>
                ) : null}
              </Table.Td>
              {fba ? <Table.Td>{line.fnsku || '—'}</Table.Td> : null}
              <Table.Td ta="right">{formatNumber(line.qty, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.declaredValue, locale, 2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={fba ? 2 : 1}>{t('outbound.detail.line.total')}</Table.Th>
            <Table.Th ta="right">{formatNumber(units, locale)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An FBA order's Amazon fields and its cartons with their contents. */
export function FbaFacts({ order }: { order: OutboundOrder }) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (!order.fba) return null;
  const { fba } = order;
  return (
    <>
      <Table aria-label={t('outbound.detail.fba.title')} withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>{t('outbound.detail.fba.warehouse')}</Table.Th>
            <Table.Td>{fba.fbaWarehouseCode || '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbound.detail.fba.shipmentId')}</Table.Th>
            <Table.Td>{fba.fbaShipmentId || '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('outbound.detail.fba.referenceId')}</Table.Th>
            <Table.Td>{fba.amazonReferenceId || '—'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {fba.cartons.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('outbound.detail.fba.noCartons')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('outbound.detail.fba.cartons')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbound.detail.fba.cartonNo')}</Table.Th>
                <Table.Th ta="right">{t('outbound.detail.fba.weight')}</Table.Th>
                <Table.Th ta="right">{t('outbound.detail.fba.size')}</Table.Th>
                <Table.Th>{t('outbound.detail.fba.contents')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fba.cartons.map((carton) => (
                <Table.Tr key={carton.cartonNo}>
                  <Table.Td>{carton.cartonNo}</Table.Td>
                  <Table.Td ta="right">{formatNumber(carton.weightKg, locale, { max: 3 })}</Table.Td>
                  <Table.Td ta="right">
                    {[carton.lengthCm, carton.widthCm, carton.heightCm]
                      .map((cm) => formatNumber(cm, locale, { max: 1 }))
                      .join(' × ')}
                  </Table.Td>
                  <Table.Td>
                    {carton.contents
                      .map((c) =>
                        t('outbound.detail.fba.content', { sku: c.sku, qty: formatNumber(c.qty, locale) }),
                      )
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
