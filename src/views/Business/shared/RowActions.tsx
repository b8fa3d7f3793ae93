import { Menu, Text, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState, type ReactNode } from 'react';
import { CellButton, CellIconButton } from '@/components/Table/cell-controls';
import { actionLabel, type ActionSpec } from './action-spec';
import type { ActionButtonsApi } from './use-document-actions';

export interface RowActionsProps<D> {
  doc: D;
  actions: ActionButtonsApi<D>;
  /** links or buttons before the lifecycle actions (edit) */
  leading?: ReactNode;
  /** a "view" button first: its accessible name (naming the row) and where it leads */
  view?: { label: string; onClick: () => void };
  /** how many actions show as buttons before the rest go in a menu @default 1 */
  inline?: number;
}

/** One element for every row: React skips what it has already drawn (an icon is a component). */
const DOTS = <IconDots size={16} />;

/**
 * Mantine's `<Group gap={4}>`: buttons that do not fit go to the next line, whole. Kept on one line, a
 * narrow cell (a list's card on a phone) shrank them, and cut their words ("Approve", "Rejec").
 */
const ROW = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 4 } as const;

/**
 * A row's lifecycle actions: the first as a button, the others in a "more" menu; one a fact of the
 * document refuses is disabled, with its reason (tooltip on the button, a line in the menu).
 */
export function RowActions<D>({ doc, actions, leading, view, inline = 1 }: RowActionsProps<D>) {
  const { t } = useTranslate();
  const offered = actions.actionsFor(doc);
  const shown = offered.slice(0, inline);
  const more = offered.slice(inline);
  return (
    <div style={ROW} onClick={(event) => event.stopPropagation()}>
      {view && (
        <CellButton aria-label={view.label} onClick={view.onClick}>
          {t('business.action.view')}
        </CellButton>
      )}
      {leading}
      {shown.map((spec) => {
        const blockers = actions.blockersFor(doc, spec).join(' ');
        const button = (
          <CellButton
            key={spec.event}
            color={spec.color ?? (spec.confirm ? 'red' : undefined)}
            disabled={Boolean(blockers)}
            aria-description={blockers || undefined}
            onClick={() => actions.start(doc, spec)}
          >
            {t(actionLabel(spec))}
          </CellButton>
        );
        // a tooltip only where there is a reason to tell: a list shows dozens of rows
        if (!blockers) return button;
        return (
          <Tooltip key={spec.event} label={blockers} multiline maw={280}>
            {/* a disabled button takes no pointer events: the tooltip hangs on its wrapper */}
            <span>{button}</span>
          </Tooltip>
        );
      })}
      {more.length > 0 && <MoreActions doc={doc} actions={actions} specs={more} />}
    </div>
  );
}

/**
 * The row's other actions under "…", each disabled with its reason where a fact refuses it. The menu
 * (a popover with its positioning) is made on the first press only: a list shows dozens of rows, and
 * a filter change re-renders them all (scripts/bench-outbound-list.mjs).
 */
function MoreActions<D>({
  doc,
  actions,
  specs,
}: {
  doc: D;
  actions: ActionButtonsApi<D>;
  specs: ActionSpec[];
}) {
  const { t } = useTranslate();
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState(false);
  const trigger = (
    <CellIconButton
      aria-label={t('business.action.more')}
      aria-haspopup="menu"
      aria-expanded={opened}
      onClick={
        made
          ? undefined
          : () => {
              setMade(true);
              setOpened(true);
            }
      }
    >
      {DOTS}
    </CellIconButton>
  );
  if (!made) return trigger;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {specs.map((spec) => {
          const blockers = actions.blockersFor(doc, spec).join(' ');
          return (
            <Menu.Item
              key={spec.event}
              color={spec.color ?? (spec.confirm ? 'red' : undefined)}
              disabled={Boolean(blockers)}
              onClick={() => actions.start(doc, spec)}
            >
              {t(actionLabel(spec))}
              {blockers ? (
                <Text fz="xs" c="dimmed" maw={260}>
                  {blockers}
                </Text>
              ) : null}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
