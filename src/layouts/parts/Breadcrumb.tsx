import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { RouteEntry } from '@machines/types';
import { Icon } from '@/components/Icon/Icon';

interface BreadcrumbProps {
  entry: RouteEntry | undefined;
  withIcons: boolean;
}

/** The trail of the current page's ancestors (seed §3 `breadcrumb`, `breadcrumbIcon`). */
export function Breadcrumb({ entry, withIcons }: BreadcrumbProps) {
  const { t } = useTranslate();
  if (!entry) return null;
  const crumbs: RouteEntry['matched'] = [
    ...entry.matched.filter((m) => m.meta.title),
    { path: entry.path, name: entry.name, meta: entry.meta },
  ];
  return (
    <Breadcrumbs separatorMargin={6} aria-label={t('header.breadcrumb')} visibleFrom="sm">
      {crumbs.map((crumb, index) => {
        const label = (
          <Group component="span" gap={4} wrap="nowrap">
            {withIcons && crumb.meta.icon ? <Icon name={crumb.meta.icon} size={14} /> : null}
            <span>{crumb.meta.title ? t(crumb.meta.title) : crumb.name}</span>
          </Group>
        );
        const last = index === crumbs.length - 1;
        if (last)
          return (
            <Text key={crumb.path} component="span" fz="sm" c="dimmed" aria-current="page">
              {label}
            </Text>
          );
        // an ancestor is a layout, not a page: link to where its path leads, or to nothing
        return crumb.redirect ? (
          <Anchor key={crumb.path} href={`#${crumb.redirect}`} fz="sm" c="inherit" underline="never">
            {label}
          </Anchor>
        ) : (
          <Text key={crumb.path} component="span" fz="sm">
            {label}
          </Text>
        );
      })}
    </Breadcrumbs>
  );
}
