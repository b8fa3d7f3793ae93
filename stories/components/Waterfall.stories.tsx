import { Card, Image, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Waterfall } from '@/components/Waterfall/Waterfall';
import { cardPage, type ShipmentCard } from '@/views/Components/waterfall/shipment-cards';

const renderItem = (card: ShipmentCard) => (
  <Card withBorder padding={0}>
    <Image src={card.src} alt={`#${card.n}`} style={{ aspectRatio: `${card.width} / ${card.height}` }} />
    <Text fz="sm" p="xs">
      #{card.n}
    </Text>
  </Card>
);

const meta = {
  title: 'Components/Waterfall',
  component: Waterfall<ShipmentCard>,
  args: {
    items: cardPage(1),
    renderItem,
    hasMore: true,
    onLoadMore: () => undefined,
    minColumnWidth: 160,
    captionHeight: 36,
  },
} satisfies Meta<typeof Waterfall<ShipmentCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Finished: Story = { args: { hasMore: false } };
export const LoadFailed: Story = { args: { error: 'The next page could not be loaded' } };
export const Empty: Story = { args: { items: [], hasMore: false } };
export const Dark: Story = { parameters: { dark: true } };
