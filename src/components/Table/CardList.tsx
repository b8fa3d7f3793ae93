import { Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cellText, fieldValue, type DisplayRow } from './rows';
import type { CardContext, DataTableProps, TableSelection } from './table-props';
import type { TableColumn } from './types';

export interface CardListProps<Row> {
  items: DisplayRow<Row>[];
  columns: TableColumn<Row>[];
  label: string;
  loading: boolean;
  selection?: TableSelection<Row>;
  selectLabel: (row: number) => string;
  cardRender?: (row: Row, context: CardContext) => ReactNode;
  cardColumns?: DataTableProps<Row>['cardColumns'];
  onRowClick?: (row: Row) => void;
  t: (key: string) => string;
}

function value<Row>(column: TableColumn<Row>, item: DisplayRow<Row>, t: (key: string) => string): ReactNode {
  return column.render
    ? column.render(item.row, item.index)
    : cellText(fieldValue(item.row, column.field), column.options, t);
}

/** The default card: the first column as its title, the others as label and value. */
function DefaultCard<Row>({
  item,
  columns,
  checkbox,
  t,
}: {
  item: DisplayRow<Row>;
  columns: TableColumn<Row>[];
  checkbox: ReactNode;
  t: (key: string) => string;
}) {
  const [first, ...rest] = columns.filter((column) => !column.cardHidden);
  const untitled = rest.filter((column) => !column.title);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {checkbox}
        {first && (
          <Text fw={600} fz="sm" style={{ flex: 1, minWidth: 0 }}>
            {value(first, item, t)}
          </Text>
        )}
      </Group>
      {rest
        .filter((column) => column.title)
        .map((column) => (
          <Group key={column.field} gap="sm" wrap="nowrap" align="flex-start">
            <Text fz="xs" c="dimmed" w={96} style={{ flex: 'none' }}>
              {t(column.title ?? '')}
            </Text>
            <Text component="div" fz="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {value(column, item, t)}
            </Text>
          </Group>
        ))}
      {untitled.length > 0 && (
        <Group gap="xs" justify="flex-end" onClick={(event) => event.stopPropagation()}>
          {untitled.map((column) => (
            <div key={column.field}>{value(column, item, t)}</div>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The rows as cards (phone width): one card a row, the same selection and actions. */
export function CardList<Row>({
  items,
  columns,
  label,
  loading,
  selection,
  selectLabel,
  cardRender,
  cardColumns = 1,
  onRowClick,
  t,
}: CardListProps<Row>) {
  if (loading && items.length === 0) {
    return (
      <SimpleGrid cols={cardColumns} spacing="sm" role="list" aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={cardColumns} spacing="sm" role="list" aria-label={label} aria-busy={loading}>
      {items.map((item) => {
        const selected = selection?.selectedKeys.has(item.key) ?? false;
        const checkbox = selection ? (
          <Checkbox
            aria-label={selectLabel(item.index + 1)}
            checked={selected}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => selection.onChange([item.row], event.currentTarget.checked)}
          />
        ) : null;
        return (
          <Card
            key={item.key}
            role="listitem"
            withBorder
            radius="md"
            padding="sm"
            ml={item.depth * 16}
            style={{ cursor: onRowClick ? 'pointer' : undefined, opacity: loading ? 0.55 : 1 }}
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            onClick={onRowClick ? () => onRowClick(item.row) : undefined}
          >
            {cardRender ? (
              cardRender(item.row, { selected, checkbox })
            ) : (
              <DefaultCard item={item} columns={columns} checkbox={checkbox} t={t} />
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
