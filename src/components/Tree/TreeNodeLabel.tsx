import { Checkbox, Group, Highlight } from '@mantine/core';
import type { RenderTreeNodePayload } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { CheckState } from './tree-data';
import classes from './Tree.module.css';

interface TreeNodeLabelProps {
  payload: RenderTreeNodePayload;
  label: string;
  query: string;
  /** undefined when the tree is not checkable */
  check: CheckState | undefined;
  disabled: boolean;
  onToggleCheck: (value: string) => void;
}

/**
 * One row: the expand chevron, the checkbox (half-checked for a partly checked parent) and the label
 * with the search words marked. The row's tree item gets the ARIA states Mantine leaves out.
 */
export function TreeNodeLabel({ payload, label, query, check, disabled, onToggleCheck }: TreeNodeLabelProps) {
  const { node, expanded, hasChildren, elementProps, dragHandleProps } = payload;
  const describeItem = (element: HTMLElement | null) => {
    const item = element?.closest('[role="treeitem"]');
    if (!item) return;
    if (hasChildren) item.setAttribute('aria-expanded', String(expanded));
    else item.removeAttribute('aria-expanded');
    if (check) item.setAttribute('aria-checked', check === 'some' ? 'mixed' : String(check === 'all'));
    if (disabled) item.setAttribute('aria-disabled', 'true');
    else item.removeAttribute('aria-disabled');
  };
  return (
    <div {...elementProps} ref={describeItem}>
      <Group gap={6} wrap="nowrap" className={classes.row} {...dragHandleProps}>
        <IconChevronRight
          size={14}
          aria-hidden
          className={classes.chevron}
          data-expanded={expanded || undefined}
          style={{ visibility: hasChildren ? 'visible' : 'hidden' }}
        />
        {check ? (
          <Checkbox
            size="xs"
            tabIndex={-1}
            aria-label={label}
            checked={check === 'all'}
            indeterminate={check === 'some'}
            disabled={disabled}
            onClick={(event) => event.stopPropagation()}
            onChange={() => onToggleCheck(node.value)}
          />
        ) : null}
        <Highlight highlight={query.trim()} fz="sm" component="span" className={classes.label}>
          {label}
        </Highlight>
      </Group>
    </div>
  );
}
