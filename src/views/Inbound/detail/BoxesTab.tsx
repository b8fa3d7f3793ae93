import { Table, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { Fragment } from 'react';
import type { InboundBox } from '@/api/business/types/documents';

/** The boxes with their lines: expected, and once counted received, good and damaged. */
export function BoxesTab({ boxes, counted }: { boxes: InboundBox[]; counted: boolean }) {
  const { t } = useTranslate();
  const columns = counted ? 7 : 4;
  return (
    <Table.ScrollContainer minWidth={counted ? 680 : 480}>
      <Table aria-label={t('inbound.tabs.boxes')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inbound.line.sku')}</Table.Th>
            <Table.Th ta="right">{t('inbound.line.expectedQty')}</Table.Th>
            {counted ? (
              <>
                <Table.Th ta="right">{t('inbound.line.receivedQty')}</Table.Th>
                <Table.Th ta="right">{t('inbound.line.goodQty')}</Table.Th>
                <Table.Th ta="right">{t('inbound.line.damagedQty')}</Table.Th>
              </>
            ) : null}
            <Table.Th colSpan={counted ? 2 : 2} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {boxes.map((box) => (
            <Fragment key={box.boxNo}>
              <Table.Tr bg="var(--mantine-color-default-hover)">
                <Table.Td colSpan={columns}>
                  <Text fz="sm" fw={600} span>
                    {t('inbound.box.ofTotal', { no: box.boxNo, total: boxes.length })}
                  </Text>
                  <Text fz="xs" c="dimmed" span ml="sm">
                    {[
                      box.boxBarcode,
                      box.customerBoxRef,
                      `${box.lengthCm}×${box.widthCm}×${box.heightCm} cm`,
                      `${box.weightKg} kg`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
              {box.lines.map((line) => (
                <Table.Tr key={`${box.boxNo}-${line.sku}`}>
                  <Table.Td ff="monospace">{line.sku}</Table.Td>
                  <Table.Td ta="right">{line.expectedQty}</Table.Td>
                  {counted ? (
                    <>
                      <Table.Td ta="right">{line.receivedQty}</Table.Td>
                      <Table.Td ta="right">{line.goodQty}</Table.Td>
                      <Table.Td ta="right" c={line.damagedQty > 0 ? 'orange' : undefined}>
                        {line.damagedQty}
                      </Table.Td>
                    </>
                  ) : null}
                  <Table.Td colSpan={2} />
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
