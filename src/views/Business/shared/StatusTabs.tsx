import { Badge, Tabs } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { statusKey, type StatusKind } from './StatusBadge';
import classes from './StatusTabs.module.css';

export interface StatusTabsProps {
  kind: StatusKind;
  /** the base statuses, in tab order */
  statuses: readonly string[];
  /** '' is "all" */
  value: string;
  counts: Record<string, number>;
  onChange: (status: string) => void;
}

const ALL = '__all';

/**
 * One tab per status with its live count (under the other filters), and "all". Drawn again when the
 * counts or the tab change, not when a filter is sent (the counts come with the rows).
 */
export const StatusTabs = memo(function StatusTabs({
  kind,
  statuses,
  value,
  counts,
  onChange,
}: StatusTabsProps) {
  const { t } = useTranslate();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tab = (key: string, label: string, count: number) => (
    <Tabs.Tab
      key={key}
      value={key}
      // never squeezed: a squeezed tab would hide its count
      className={classes.tab}
      rightSection={
        <Badge
          size="sm"
          variant={value === (key === ALL ? '' : key) ? 'filled' : 'light'}
          color="gray"
          radius="sm"
        >
          {count}
        </Badge>
      }
    >
      {label}
    </Tabs.Tab>
  );
  return (
    <Tabs value={value || ALL} onChange={(next) => onChange(!next || next === ALL ? '' : next)} mb="sm">
      <Tabs.List aria-label={t('business.list.statusTabs')} className={classes.list}>
        {tab(ALL, t('business.status.all'), total)}
        {statuses.map((status) => tab(status, t(statusKey(kind, status)), counts[status] ?? 0))}
      </Tabs.List>
    </Tabs>
  );
});
