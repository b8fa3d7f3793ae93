import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Permission } from '@/components/Permission/Permission';

/** One of a row's icon buttons. */
export interface RowIconAction {
  /** display text: the button's accessible name and its tooltip (name the row: "Edit Jane") */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  /** the route's button permission it needs (`edit`); none: everyone sees it */
  permission?: string;
}

/**
 * A row's buttons as icons named by their tooltips, each behind its button permission; a click on
 * one does not reach the row (no row click, no selection).
 */
export function RowIconActions({ actions }: { actions: RowIconAction[] }) {
  return (
    <Group gap={4} justify="center" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      {actions.map(({ label, icon, onClick, color, permission }) => {
        const button = (
          <Tooltip key={label} label={label}>
            <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
              {icon}
            </ActionIcon>
          </Tooltip>
        );
        return permission ? (
          <Permission key={label} value={permission}>
            {button}
          </Permission>
        ) : (
          button
        );
      })}
    </Group>
  );
}
