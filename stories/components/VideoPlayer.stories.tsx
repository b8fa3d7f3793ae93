import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPlayer } from '@/components/VideoPlayer/VideoPlayer';
import poster from '../../public/mock-assets/sample-poster.jpg';
import sample from '../../public/mock-assets/sample.mp4';

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  args: { src: sample, poster },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoSource: Story = { args: { src: undefined, poster: undefined } };
export const FailingSource: Story = { args: { src: 'missing.mp4', poster: undefined } };
export const Dark: Story = { parameters: { dark: true } };
