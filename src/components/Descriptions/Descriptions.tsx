import { Box, Collapse, Skeleton, Text, UnstyledButton, useMatches } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useId, useState, type ReactNode } from 'react';
import type { Breakpoint, FieldOption } from '@/components/Form/types';
import { cellText, fieldValue } from '@/components/Table/rows';
import classes from './Descriptions.module.css';

export interface DescriptionItem<Row> {
  field: Extract<keyof Row, string> | (string & {});
  /** translation key */
  label?: string;
  /** how many columns the item takes */
  span?: number;
  render?: (row: Row) => ReactNode;
  /** a code field: its label is shown instead of the value */
  options?: FieldOption[];
  hidden?: boolean;
}

export interface DescriptionsProps<Row> {
  items: DescriptionItem<Row>[];
  data: Row | null | undefined;
  /** display text (translated by the caller) */
  title?: ReactNode;
  /** right of the title: buttons, a status badge */
  extra?: ReactNode;
  columns?: number | Partial<Record<Breakpoint, number>>;
  bordered?: boolean;
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  loading?: boolean;
  labelWidth?: number;
}

const DEFAULT_COLUMNS = { base: 1, sm: 2, md: 3 };

/** Label and value pairs of one record, in columns; the title may fold the list away. */
export function Descriptions<Row>({
  items,
  data,
  title,
  extra,
  columns = DEFAULT_COLUMNS,
  bordered = false,
  collapsible = false,
  defaultCollapsed = false,
  loading = false,
  labelWidth = 96,
}: DescriptionsProps<Row>) {
  const { t } = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(!defaultCollapsed);
  const count = useMatches(typeof columns === 'number' ? { base: 1, sm: columns } : { base: 1, ...columns });
  const shown = items.filter((item) => !item.hidden);
  const pending = loading || !data;

  const list = (
    <dl
      id={`${id}-list`}
      className={`${classes.list} ${bordered ? classes.bordered : ''}`}
      style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
    >
      {shown.map((item) => (
        <div
          key={item.field}
          className={classes.item}
          style={{ gridColumn: `span ${Math.min(item.span ?? 1, count)}` }}
        >
          <dt className={classes.label} style={{ width: labelWidth }}>
            {item.label ? t(item.label) : item.field}
          </dt>
          <dd className={classes.value}>
            {pending ? (
              <Skeleton h={12} mt={4} w="70%" aria-hidden />
            ) : item.render ? (
              item.render(data)
            ) : (
              cellText(fieldValue(data, item.field), item.options, (key) => t(key))
            )}
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <Box aria-busy={pending}>
      {(title || extra) && (
        <div className={classes.header}>
          {collapsible ? (
            <UnstyledButton
              className={classes.toggle}
              aria-expanded={open}
              aria-controls={`${id}-list`}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              {title}
            </UnstyledButton>
          ) : (
            <Text fw={600}>{title}</Text>
          )}
          {extra}
        </div>
      )}
      {collapsible ? <Collapse expanded={open}>{list}</Collapse> : list}
    </Box>
  );
}
