import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import classes from './JsonTree.module.css';

type Branch =
  | { kind: 'object'; entries: Array<[string, unknown]> }
  | { kind: 'array'; entries: Array<[string, unknown]> };

function branchOf(value: unknown): Branch | null {
  if (Array.isArray(value))
    return { kind: 'array', entries: value.map((item, index) => [String(index), item]) };
  if (value !== null && typeof value === 'object') return { kind: 'object', entries: Object.entries(value) };
  return null;
}

function Leaf({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className={classes.string}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className={classes.number}>{value}</span>;
  if (typeof value === 'boolean') return <span className={classes.boolean}>{String(value)}</span>;
  return <span className={classes.null}>null</span>;
}

function Node({
  name,
  value,
  depth,
  expandDepth,
}: {
  name?: string;
  value: unknown;
  depth: number;
  expandDepth: number;
}) {
  const { t } = useTranslate();
  const branch = branchOf(value);
  const [open, setOpen] = useState(depth < expandDepth);
  const key =
    name === undefined ? null : (
      <span className={branch?.kind === 'array' || /^\d+$/.test(name) ? classes.index : classes.key}>
        {name}:{' '}
      </span>
    );
  if (!branch) {
    return (
      <li className={classes.item}>
        {key}
        <Leaf value={value} />
      </li>
    );
  }
  const [openMark, closeMark] = branch.kind === 'array' ? ['[', ']'] : ['{', '}'];
  const count = t(branch.kind === 'array' ? 'rich.jsonEditor.items' : 'rich.jsonEditor.keys', {
    count: branch.entries.length,
  });
  return (
    <li className={classes.item}>
      <UnstyledButton className={classes.toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
        {key}
        <span className={classes.mark}>{open ? openMark : `${openMark}…${closeMark}`}</span>
        {open ? null : <span className={classes.count}>{count}</span>}
      </UnstyledButton>
      {open ? (
        <>
          <ul className={classes.list}>
            {branch.entries.map(([childName, child]) => (
              <Node
                key={childName}
                name={childName}
                value={child}
                depth={depth + 1}
                expandDepth={expandDepth}
              />
            ))}
          </ul>
          <span className={classes.mark}>{closeMark}</span>
        </>
      ) : null}
    </li>
  );
}

/** A read-only, foldable view of a parsed JSON value; branches deeper than `expandDepth` start folded. */
export function JsonTree({
  value,
  expandDepth = 2,
  label,
}: {
  value: unknown;
  expandDepth?: number;
  label?: string;
}) {
  return (
    <ul className={classes.root} aria-label={label}>
      <Node value={value} depth={0} expandDepth={expandDepth} />
    </ul>
  );
}
