import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The lines of a box, a carton or a return: each line's fields in a row (the first takes the room
 * left) with its remove button, what is wrong with the lines as a whole, and the button that adds one.
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
  /** the line's fields */
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
          {children(line, index)}
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
