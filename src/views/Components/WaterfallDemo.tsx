import { Button, Card, Group, Image, Slider, Stack, Switch, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { Waterfall } from '@/components/Waterfall/Waterfall';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';
import { TOTAL_CARDS, type ShipmentCard } from './waterfall/shipment-cards';
import { useCardPages } from './waterfall/use-card-pages';

const CAPTION_HEIGHT = 52;

function CardView({ card }: { card: ShipmentCard }) {
  const { t } = useTranslate();
  return (
    <Card withBorder radius="md" padding={0}>
      <Image
        src={card.src}
        alt={t('widgets.waterfall.item', { n: card.n })}
        style={{ aspectRatio: `${card.width} / ${card.height}` }}
      />
      <Stack gap={0} p="xs" h={CAPTION_HEIGHT} justify="center">
        <Text fz="sm" fw={500}>
          {t('widgets.waterfall.item', { n: card.n })}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('widgets.waterfall.itemSize', { width: card.width, height: card.height })}
        </Text>
      </Stack>
    </Card>
  );
}

/** `/components/waterfall`: a masonry of generated cards, loading more on scroll or with the button. */
export default function WaterfallDemo() {
  const { t } = useTranslate();
  const [infinite, setInfinite] = useState(true);
  const [minWidth, setMinWidth] = useState(200);
  const [empty, setEmpty] = useState(false);
  const pages = useCardPages(empty ? 0 : TOTAL_CARDS);
  const { loadMore, restart } = pages;
  // the first page, and again after starting over
  useEffect(() => {
    if (pages.items.length === 0 && pages.hasMore && !pages.loading && !pages.failed) loadMore();
  }, [pages.items.length, pages.hasMore, pages.loading, pages.failed, loadMore]);

  return (
    <DemoPage title={t('router.waterfall')} description={t('widgets.waterfall.description')}>
      <DemoSection title={t('widgets.common.options')}>
        <Group gap="lg" align="flex-end">
          <DemoSwitch label={t('widgets.waterfall.infinite')} checked={infinite} onChange={setInfinite} />
          <Switch
            label={t('widgets.waterfall.showEmpty')}
            checked={empty}
            onChange={(e) => {
              setEmpty(e.currentTarget.checked);
              restart();
            }}
          />
          <Stack gap={2} w={220}>
            <Text fz="sm">
              {t('widgets.waterfall.minWidth')}: {minWidth}px
            </Text>
            <Slider
              min={140}
              max={360}
              step={20}
              value={minWidth}
              onChange={setMinWidth}
              thumbLabel={t('widgets.waterfall.minWidth')}
            />
          </Stack>
          <Button variant="default" onClick={pages.failNextLoad}>
            {t('widgets.waterfall.failNext')}
          </Button>
          <Button variant="default" onClick={restart}>
            {t('widgets.waterfall.restart')}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed" mt="sm" aria-live="polite">
          {t('widgets.waterfall.count', { count: pages.items.length, total: empty ? 0 : TOTAL_CARDS })}
        </Text>
      </DemoSection>
      <Waterfall
        items={pages.items}
        renderItem={(card) => <CardView card={card} />}
        loading={pages.loading}
        hasMore={pages.hasMore}
        onLoadMore={loadMore}
        error={pages.failed ? t('widgets.waterfall.failed') : undefined}
        minColumnWidth={minWidth}
        captionHeight={CAPTION_HEIGHT}
        infinite={infinite}
      />
    </DemoPage>
  );
}
