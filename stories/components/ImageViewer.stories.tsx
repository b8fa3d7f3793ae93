import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ImageViewer } from '@/components/ImageViewer/ImageViewer';
import parcel from '../../public/mock-assets/parcel.svg';
import ship from '../../public/mock-assets/ship.svg';
import warehouse from '../../public/mock-assets/warehouse.svg';

const IMAGES = [
  { src: warehouse, alt: 'Warehouse' },
  { src: ship, alt: 'Container ship' },
  { src: parcel, alt: 'Parcel' },
];

/** A trigger and the viewer it opens (the viewer itself lives in a portal over the page). */
function ViewerStory({ open = false, images = IMAGES }: { open?: boolean; images?: typeof IMAGES }) {
  const [opened, setOpened] = useState(open);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open the gallery</Button>
      <ImageViewer images={images} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const meta = {
  title: 'Components/ImageViewer',
  component: ViewerStory,
} satisfies Meta<typeof ViewerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { open: true } };
export const SinglePicture: Story = { args: { open: true, images: IMAGES.slice(0, 1) } };
export const BrokenPicture: Story = {
  args: { open: true, images: [{ src: 'missing.png', alt: 'Missing' }] },
};
export const Dark: Story = { args: { open: true }, parameters: { dark: true } };
