import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/**
 * How a line's fields share its row: the main one (the SKU) takes the room left, an amount keeps
 * about 140 px; on a phone the amount goes under the main field rather than squeezing its label onto
 * two lines and its box out of line with the SKU's.
 */
export const LINE_FIELD: Record<'main' | 'amount', CSSProperties> = {
  main: { flex: '1 1 220px', minWidth: 0 },
  amount: { flex: '0 1 140px', minWidth: 96 },
};

/**
 * The lines of a box, a carton or a return: each line's fields in a row (sized by `LINE_FIELD`) with
 * its remove button, what is wrong with the lines as a whole, and the button that adds one.
 * A document keeps one line at least: the last one's remove button waits for another.
 */
export function LineRows<L extends { key: string }>({
  lines,
  children,
  removeLabel,
  onRemove,
  error,
  addLabel,
  onAdd,
}: {
  lines: L[];
  /** the line's fields, each styled `LINE_FIELD.main` or `LINE_FIELD.amount` */
  children: (line: L, index: number) => ReactNode;
  /** names the line the remove button removes (its number, its box) */
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  /** the lines' own message (none, too many), from the rule the server checks */
  error?: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" gap="xs" wrap="nowrap" data-line={index + 1}>
          <Group align="flex-start" gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
            {children(line, index)}
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={28}
            aria-label={removeLabel(index)}
            onClick={() => onRemove(index)}
            disabled={lines.length === 1}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
