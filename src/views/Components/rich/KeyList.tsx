import { Kbd, Stack, Text } from '@mantine/core';

/** Keys and what they do, for the demos' keyboard notes. */
export function KeyList({ items }: { items: Array<{ keys: string[]; label: string }> }) {
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Text component="li" fz="sm" key={item.label}>
          {item.keys.map((key, index) => (
            <span key={key}>
              {index > 0 ? ' ' : ''}
              <Kbd size="xs">{key}</Kbd>
            </span>
          ))}{' '}
          {item.label}
        </Text>
      ))}
    </Stack>
  );
}
