import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageCropping } from '@/components/ImageCropping/ImageCropping';
import { SAMPLE_IMAGE } from '@/views/Components/image-cropping/sample-image';

const meta = {
  title: 'Components/ImageCropping',
  component: ImageCropping,
  args: { src: SAMPLE_IMAGE },
} satisfies Meta<typeof ImageCropping>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Widescreen: Story = { args: { defaultAspect: 2 } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { dark: true } };
