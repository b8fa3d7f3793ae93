import { Box, Group, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { ImportPreviewRow } from '@/api/business/outbound';
import { columnsOf, shownRows } from './import-preview';

export const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 40;
const ROW_NO_WIDTH = 76;
const WIDE = new Set(['referenceNo', 'address1', 'address2', 'remark', 'email', 'consigneeName']);
const widthOf = (column: string) => (WIDE.has(column) ? 190 : 130);

export interface CellTarget {
  row: ImportPreviewRow;
  column: string;
}

export interface ImportPreviewTableProps {
  rows: readonly ImportPreviewRow[];
  /** a cell in error was chosen to be fixed; none: the table is read-only */
  onFix?: (target: CellTarget) => void;
  /** the scroll area's height in px @default 480 */
  height?: number;
}

// The row number stays in view while the columns scroll sideways.
// A tint (possibly translucent) laid over the page's colour, so the columns passing beneath stay hidden.
const stickyStart = (tint: string) =>
  ({
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: `linear-gradient(${tint}, ${tint}), var(--mantine-color-body)`,
  }) as const;

const cellStyle = (width: number) => ({
  width,
  minWidth: width,
  height: '100%',
  padding: '4px 8px',
  borderRight: '1px solid var(--mantine-color-default-border)',
  overflow: 'hidden',
});

/**
 * Every row of the file, virtualised (only the rows in view are in the page, so 5,000 rows scroll
 * smoothly): a cell in error is marked red with its message under the value, and is a button that
 * opens the fix; "with errors" narrows the rows to those that need one.
 */
export function ImportPreviewTable({ rows, onFix, height = 480 }: ImportPreviewTableProps) {
  const { t } = useTranslate();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const columns = useMemo(() => columnsOf(rows), [rows]);
  const shown = useMemo(() => shownRows(rows, onlyErrors), [rows, onlyErrors]);
  const invalid = useMemo(() => rows.filter((row) => !row.valid).length, [rows]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1024, height },
    // A scroll area not laid out (a hidden tab, a test's DOM) measures 0: show the first screenful
    // of rows as its set height would, rather than none.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width || 1024, height }),
      ),
  });
  const totalWidth = ROW_NO_WIDTH + columns.reduce((sum, column) => sum + widthOf(column), 0);

  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('outbound.import.preview.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          value={onlyErrors ? 'errors' : 'all'}
          onChange={(value) => setOnlyErrors(value === 'errors')}
          aria-label={t('outbound.import.preview.filter')}
          data={[
            { value: 'all', label: t('outbound.import.preview.allRows', { count: rows.length }) },
            { value: 'errors', label: t('outbound.import.preview.errorRows', { count: invalid }) },
          ]}
        />
        {onFix && invalid > 0 && (
          <Text size="xs" c="dimmed">
            {t('outbound.import.preview.fixHint')}
          </Text>
        )}
      </Group>
      <Box
        role="table"
        aria-label={t('outbound.import.preview.title')}
        aria-rowcount={shown.length + 1}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      >
        <div
          ref={scrollRef}
          data-testid="import-preview-scroll"
          style={{ height, overflow: 'auto', position: 'relative' }}
        >
          <div style={{ width: totalWidth, position: 'relative' }}>
            <div
              role="row"
              aria-rowindex={1}
              style={{
                display: 'flex',
                height: HEADER_HEIGHT,
                position: 'sticky',
                top: 0,
                zIndex: 2,
                background: 'var(--mantine-color-default-hover)',
                fontWeight: 600,
                fontSize: 'var(--mantine-font-size-sm)',
                alignItems: 'center',
              }}
            >
              <div
                role="columnheader"
                style={{
                  ...cellStyle(ROW_NO_WIDTH),
                  ...stickyStart('var(--mantine-color-default-hover)'),
                  lineHeight: '32px',
                }}
              >
                {t('outbound.import.preview.rowNo')}
              </div>
              {columns.map((column) => (
                <div
                  key={column}
                  role="columnheader"
                  style={{ ...cellStyle(widthOf(column)), lineHeight: '32px' }}
                >
                  {column}
                </div>
              ))}
            </div>
            {shown.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('outbound.import.preview.noErrors')}
              </Text>
            ) : (
              <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const row = shown[item.index];
                  return (
                    <div
                      key={row.rowNo}
                      role="row"
                      aria-rowindex={item.index + 2}
                      data-row-no={row.rowNo}
                      style={{
                        display: 'flex',
                        position: 'absolute',
                        top: 0,
                        left: 0,
                        height: ROW_HEIGHT,
                        transform: `translateY(${item.start}px)`,
                        borderBottom: '1px solid var(--mantine-color-default-border)',
                        fontSize: 'var(--mantine-font-size-sm)',
                        background: row.valid ? undefined : 'var(--mantine-color-red-light)',
                      }}
                    >
                      <div
                        role="rowheader"
                        style={{
                          ...cellStyle(ROW_NO_WIDTH),
                          ...stickyStart(row.valid ? 'transparent' : 'var(--mantine-color-red-light)'),
                          display: 'flex',
                          gap: 4,
                        }}
                      >
                        {row.valid ? (
                          <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
                        ) : (
                          <IconCircleX size={16} color="var(--mantine-color-red-6)" aria-hidden />
                        )}
                        <span
                          aria-label={t(
                            row.valid
                              ? 'outbound.import.preview.rowValid'
                              : 'outbound.import.preview.rowInvalid',
                            {
                              rowNo: row.rowNo,
                            },
                          )}
                        >
                          {row.rowNo}
                        </span>
                      </div>
                      {columns.map((column) => (
                        <PreviewCell key={column} row={row} column={column} onFix={onFix} />
                      ))}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        </div>
      </Box>
    </Stack>
  );
}

function PreviewCell({
  row,
  column,
  onFix,
}: {
  row: ImportPreviewRow;
  column: string;
  onFix?: (target: CellTarget) => void;
}) {
  const { t } = useTranslate();
  const value = row.values[column] ?? '';
  const message = row.errors[column];
  const style = cellStyle(widthOf(column));
  if (!message) {
    return (
      <div role="cell" style={style} title={value}>
        <Text size="sm" truncate>
          {value}
        </Text>
      </div>
    );
  }
  const content = (
    <>
      <Text size="sm" truncate fw={500}>
        {value === '' ? t('outbound.import.preview.blank') : value}
      </Text>
      <Group gap={2} wrap="nowrap">
        <IconAlertTriangle
          size={12}
          color="var(--mantine-color-red-text)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text size="xs" c="red" truncate>
          {message}
        </Text>
      </Group>
    </>
  );
  const label = t('outbound.import.preview.cellError', { rowNo: row.rowNo, column, message });
  return (
    <div
      role="cell"
      aria-invalid="true"
      // without a fix button the cell itself carries the whole message (row, column and error)
      aria-label={onFix ? undefined : label}
      title={message}
      style={{ ...style, boxShadow: 'inset 0 0 0 2px var(--mantine-color-red-6)' }}
    >
      {onFix ? (
        <UnstyledButton
          aria-label={label}
          onClick={() => onFix({ row, column })}
          style={{ display: 'block', width: '100%', height: '100%' }}
        >
          {content}
        </UnstyledButton>
      ) : (
        <div>{content}</div>
      )}
    </div>
  );
}
