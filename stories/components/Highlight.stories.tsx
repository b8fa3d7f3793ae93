import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Highlight } from '@/components/Highlight/Highlight';

const meta = {
  title: 'Components/Highlight',
  component: Highlight,
  args: {
    children:
      'Outpost runs its sessions as XState machines and takes every word from Tolgee; Mantine draws it.',
    keywords: ['XState', 'Tolgee', 'Mantine'],
    onKeywordClick: fn(),
  },
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomColour: Story = { args: { color: '#e8590c' } };
export const NotClickable: Story = { args: { onKeywordClick: undefined } };
export const NoMatch: Story = { args: { keywords: ['Vue'] } };
export const Dark: Story = { parameters: { dark: true } };
