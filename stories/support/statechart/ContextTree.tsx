import { Code, Text } from '@mantine/core';

/** A value in words: an actor by its id and state, a function by its name, text quoted. */
function leaf(value: unknown): string | undefined {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (typeof value !== 'object') return String(value);
  const actor = value as { id?: unknown; getSnapshot?: () => { value?: unknown; status?: string } };
  if (typeof actor.getSnapshot === 'function') {
    const snapshot = actor.getSnapshot();
    const state = snapshot.value === undefined ? snapshot.status : JSON.stringify(snapshot.value);
    return `actor ${String(actor.id)} (${state})`;
  }
  return undefined;
}

function Branch({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  const text = leaf(value);
  if (text !== undefined) {
    return (
      <li>
        <Text span fw={600} size="sm">
          {name}
        </Text>
        : <Code>{text}</Code>
      </li>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as object);
  const summary = Array.isArray(value) ? `${name} [${entries.length}]` : `${name} {${entries.length}}`;
  return (
    <li>
      <details open={depth < 2}>
        <summary>
          <Text span fw={600} size="sm">
            {summary}
          </Text>
        </summary>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed" pl="md">
            empty
          </Text>
        ) : (
          <ul style={{ listStyle: 'none', paddingLeft: 16, margin: 0 }}>
            {entries.map(([key, item]) => (
              <Branch key={key} name={key} value={item} depth={depth + 1} />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

/** The machine's context as a tree a person reads: objects fold, actors and functions in words. */
export function ContextTree({ context, label = 'Context' }: { context: unknown; label?: string }) {
  return (
    <ul aria-label={label} data-testid="context-tree" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <Branch name="context" value={context} depth={0} />
    </ul>
  );
}
