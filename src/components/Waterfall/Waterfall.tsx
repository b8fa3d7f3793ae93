import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useMemo, type ReactNode } from 'react';
import { columnCount, dealColumns, type WaterfallItem } from './masonry';
import { useSentinel } from './use-sentinel';
import classes from './Waterfall.module.css';

export interface WaterfallProps<T extends WaterfallItem> {
  items: T[];
  /** draws one card; its image should fill the width and keep `height / width` */
  renderItem: (item: T) => ReactNode;
  /** a request for the next page is in flight */
  loading?: boolean;
  /** there is more to load: the sentinel and the button ask for it */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** the last load failed: the button offers to try again */
  error?: string;
  /** narrowest column in px; the count follows the width; default 220 */
  minColumnWidth?: number;
  /** px; default 12 */
  gap?: number;
  /** the card's caption height in px, so columns balance; default 0 */
  captionHeight?: number;
  /** load the next page when the end scrolls into view; default true */
  infinite?: boolean;
  emptyText?: string;
}

/**
 * A masonry of cards of different heights, as many columns as the width allows, each card placed in
 * the shortest column. More load when the end scrolls into view, or with the button below it
 * (keyboard users, browsers without IntersectionObserver).
 */
export function Waterfall<T extends WaterfallItem>({
  items,
  renderItem,
  loading = false,
  hasMore = false,
  onLoadMore,
  error,
  minColumnWidth = 220,
  gap = 12,
  captionHeight = 0,
  infinite = true,
  emptyText,
}: WaterfallProps<T>) {
  const { t } = useTranslate();
  const { ref, width } = useElementSize();
  const columns = columnCount(width, minColumnWidth, gap);
  const columnWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const lanes = useMemo(
    () => dealColumns(items, columns, captionHeight / Math.max(1, columnWidth)),
    [items, columns, captionHeight, columnWidth],
  );
  const canLoad = hasMore && !loading && !error && Boolean(onLoadMore);
  const sentinel = useSentinel<HTMLDivElement>(() => onLoadMore?.(), infinite && canLoad);

  return (
    <Stack gap="md">
      <div
        ref={ref}
        className={classes.grid}
        style={{ gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        aria-busy={loading}
        data-columns={columns}
      >
        {lanes.map((lane, index) => (
          <div key={index} className={classes.column} style={{ gap }}>
            {lane.map((item) => (
              <div key={item.id} className={classes.cell} data-item={item.id}>
                {renderItem(item)}
              </div>
            ))}
          </div>
        ))}
      </div>
      {items.length === 0 && !loading && !error ? (
        <Center py="xl">
          <Text c="dimmed">{emptyText ?? t('widgets.waterfall.empty')}</Text>
        </Center>
      ) : null}
      <div ref={sentinel} aria-hidden className={classes.sentinel} />
      <Center>
        {loading ? (
          <Loader size="sm" role="status" aria-label={t('widgets.waterfall.loading')} />
        ) : error ? (
          <Stack gap={6} align="center">
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
            <Button variant="light" onClick={onLoadMore}>
              {t('widgets.waterfall.retry')}
            </Button>
          </Stack>
        ) : hasMore ? (
          <Button variant="default" onClick={onLoadMore} disabled={!onLoadMore}>
            {t('widgets.waterfall.loadMore')}
          </Button>
        ) : items.length > 0 ? (
          <Text c="dimmed" fz="sm">
            {t('widgets.waterfall.end')}
          </Text>
        ) : null}
      </Center>
    </Stack>
  );
}
