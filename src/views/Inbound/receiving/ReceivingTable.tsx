import { Badge, NumberInput, Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { KeyboardEvent } from 'react';
import type { InboundBox } from '@/api/business/types/documents';
import { countedLines, countKey, discrepancies, type Counts, type LineCount } from './receiving-counts';

interface ReceivingTableProps {
  boxes: InboundBox[];
  counts: Counts;
  onChange: (key: string, count: LineCount) => void;
  /** the box just scanned, highlighted */
  activeBox?: number | null;
  disabled?: boolean;
}

/** Enter moves on to the next count, as Tab does: counting stays on the keyboard. */
function nextOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const table = event.currentTarget.closest('table');
  const inputs = [...(table?.querySelectorAll<HTMLInputElement>('input[data-count]') ?? [])];
  const next = inputs[inputs.indexOf(event.currentTarget) + 1];
  next?.focus();
  next?.select();
}

/** One row per box line: expected, good and damaged counts, and how the line differs. */
export function ReceivingTable({
  boxes,
  counts,
  onChange,
  activeBox = null,
  disabled = false,
}: ReceivingTableProps) {
  const { t } = useTranslate();
  const lines = countedLines(boxes, counts);
  const total = boxes.length;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table aria-label={t('inbound.receiving.tableLabel')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inbound.receiving.box')}</Table.Th>
            <Table.Th>{t('inbound.line.sku')}</Table.Th>
            <Table.Th ta="right">{t('inbound.line.expectedQty')}</Table.Th>
            <Table.Th w={120}>{t('inbound.line.goodQty')}</Table.Th>
            <Table.Th w={120}>{t('inbound.line.damagedQty')}</Table.Th>
            <Table.Th ta="right">{t('inbound.line.receivedQty')}</Table.Th>
            <Table.Th>{t('inbound.receiving.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const key = countKey(line.boxNo, line.sku);
            const count = counts[key] ?? { good: 0, damaged: 0 };
            const box = boxes.find((b) => b.boxNo === line.boxNo);
            const where = t('inbound.receiving.lineName', { box: line.boxNo, sku: line.sku });
            const issues = discrepancies([line]);
            return (
              <Table.Tr
                key={key}
                bg={activeBox === line.boxNo ? 'var(--mantine-primary-color-light)' : undefined}
                data-box-row={line.boxNo}
              >
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {t('inbound.box.ofTotal', { no: line.boxNo, total })}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {box?.boxBarcode ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td ff="monospace">{line.sku}</Table.Td>
                <Table.Td ta="right">{line.expectedQty}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('inbound.receiving.goodOf', { line: where })}
                    value={count.good}
                    onChange={(good) => onChange(key, { ...count, good })}
                    onKeyDown={nextOnEnter}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    hideControls
                    disabled={disabled}
                    data-count={`${key}|good`}
                    inputMode="numeric"
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('inbound.receiving.damagedOf', { line: where })}
                    value={count.damaged}
                    onChange={(damaged) => onChange(key, { ...count, damaged })}
                    onKeyDown={nextOnEnter}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    hideControls
                    disabled={disabled}
                    data-count={`${key}|damaged`}
                    inputMode="numeric"
                  />
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {line.receivedQty}
                </Table.Td>
                <Table.Td>
                  {issues.length === 0 ? (
                    <Badge color="green" variant="light">
                      {t('inbound.receiving.matches')}
                    </Badge>
                  ) : (
                    issues.map((issue) => (
                      <Badge
                        key={issue.type}
                        color={issue.type === 'DAMAGED' ? 'orange' : 'red'}
                        variant="light"
                        mr={4}
                      >
                        {t(`inbound.exceptionType.${issue.type}`)} {issue.qty}
                      </Badge>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
