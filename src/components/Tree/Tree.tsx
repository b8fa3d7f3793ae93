import { Tree as MantineTree, Stack, Text, TextInput, useTree } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  checkStates,
  checkSummary,
  filterItems,
  indexItems,
  normaliseChecked,
  parentValues,
  toggleChecked,
  type TreeItem,
} from './tree-data';
import { moveItem, siblingMove, type TreeMove } from './tree-move';
import { TreeNodeLabel } from './TreeNodeLabel';

export interface TreeCheckDetail {
  /** every fully checked node, parents included */
  checked: string[];
  /** parents with some but not all of their leaves checked */
  halfChecked: string[];
}

export interface TreeProps {
  data: TreeItem[];
  /** called with the new data after a node was dragged (or moved with Alt+↑/↓); enables moving */
  onDataChange?: (data: TreeItem[]) => void;
  /** checkboxes on every node, a parent's following its leaves */
  checkable?: boolean;
  /** the checked leaves (a parent given here stands for all its leaves) */
  checked?: string[];
  defaultChecked?: string[];
  onCheckedChange?: (leaves: string[], detail: TreeCheckDetail) => void;
  /** the expanded parents */
  expanded?: string[];
  defaultExpanded?: string[];
  onExpandedChange?: (expanded: string[]) => void;
  /** a search box above the tree that filters it and marks the matches */
  searchable?: boolean;
  /** names the tree for assistive technology */
  label: string;
  emptyText?: string;
}

const toRecord = (values: readonly string[]): Record<string, boolean> =>
  Object.fromEntries(values.map((value) => [value, true]));

/**
 * A generic tree on Mantine's: checkable with half-checked parents, searchable (matches marked,
 * their ancestors opened), nodes moved by dragging or with Alt+↑/↓. Keyboard: ↑/↓ move, →/← open
 * and close, Space checks (or opens when not checkable), Enter opens.
 */
export function Tree({
  data,
  onDataChange,
  checkable = false,
  checked,
  defaultChecked,
  onCheckedChange,
  expanded,
  defaultExpanded,
  onExpandedChange,
  searchable = false,
  label,
  emptyText,
}: TreeProps) {
  const { t } = useTranslate();
  const [query, setQuery] = useState('');
  const [leaves, setLeaves] = useUncontrolled<string[]>({
    value: checked,
    defaultValue: defaultChecked,
    finalValue: [],
    onChange: (next) => onCheckedChange?.(next, checkSummary(data, next)),
  });
  const [open, setOpen] = useUncontrolled<string[]>({
    value: expanded,
    defaultValue: defaultExpanded,
    finalValue: [],
    onChange: onExpandedChange,
  });
  const checkedLeaves = useMemo(() => normaliseChecked(data, leaves), [data, leaves]);
  const states = useMemo(() => checkStates(data, new Set(checkedLeaves)), [data, checkedLeaves]);
  const shown = useMemo(() => filterItems(data, query), [data, query]);
  const byValue = useMemo(() => indexItems(data), [data]);
  const movable = Boolean(onDataChange) && query.trim() === '';

  const controller = useTree({
    expandedState: toRecord(open),
    // Mantine reports the nodes it shows; a node hidden by the search keeps its own state
    onExpandedStateChange: (state) => {
      const kept = open.filter((value) => !(value in state));
      const opened = Object.keys(state).filter((value) => state[value]);
      const next = [...new Set([...kept, ...opened])];
      if (next.length !== open.length || next.some((value) => !open.includes(value))) setOpen(next);
    },
  });

  const toggleCheck = (value: string) => setLeaves(toggleChecked(data, checkedLeaves, value));
  const move = (payload: TreeMove) => onDataChange?.(moveItem(data, payload));
  const search = (value: string) => {
    setQuery(value);
    // opens the ancestors of the matches, and leaves them open after the search
    if (value.trim()) setOpen([...new Set([...open, ...parentValues(filterItems(data, value))])]);
  };

  const itemValue = (event: KeyboardEvent) =>
    event.target instanceof HTMLElement && event.target.getAttribute('role') === 'treeitem'
      ? event.target.dataset.value
      : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const value = itemValue(event);
    if (!value) return;
    if (event.key === ' ' && checkable) {
      event.preventDefault();
      toggleCheck(value);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      controller.toggleExpanded(value);
    }
  };
  // before Mantine's own arrow handling, which would move the focus instead
  const onKeyDownCapture = (event: KeyboardEvent<HTMLUListElement>) => {
    const value = itemValue(event);
    if (!value || !movable || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    const payload = siblingMove(data, value, event.key === 'ArrowUp' ? -1 : 1);
    if (payload) move(payload);
  };

  return (
    <Stack gap="xs">
      {searchable ? (
        <TextInput
          value={query}
          onChange={(event) => search(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          placeholder={t('widgets.tree.search')}
          aria-label={t('widgets.tree.search')}
          type="search"
        />
      ) : null}
      {shown.length === 0 ? (
        <Text c="dimmed" fz="sm" py="sm">
          {query.trim() ? t('widgets.tree.noMatch') : (emptyText ?? t('widgets.tree.empty'))}
        </Text>
      ) : (
        <MantineTree
          data={shown}
          tree={controller}
          aria-label={label}
          levelOffset={22}
          expandOnSpace={false}
          onKeyDown={onKeyDown}
          onKeyDownCapture={onKeyDownCapture}
          onDragDrop={movable ? move : undefined}
          renderNode={(payload) => {
            const item = byValue.get(payload.node.value);
            return (
              <TreeNodeLabel
                payload={payload}
                label={item?.label ?? payload.node.value}
                query={query}
                check={checkable ? (states.get(payload.node.value) ?? 'none') : undefined}
                disabled={Boolean(item?.disabled)}
                onToggleCheck={toggleCheck}
              />
            );
          }}
        />
      )}
    </Stack>
  );
}
