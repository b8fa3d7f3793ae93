import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessSourcePie } from '@/views/Dashboard/AccessSourcePie';

const meta = {
  title: 'Views/Dashboard/AccessSourcePie',
  component: AccessSourcePie,
  args: {
    locale: 'zh-CN',
    items: [
      { value: 1000, name: 'analysis.directAccess' },
      { value: 310, name: 'analysis.mailMarketing' },
      { value: 234, name: 'analysis.allianceAdvertising' },
      { value: 135, name: 'analysis.videoAdvertising' },
      { value: 1548, name: 'analysis.searchEngines' },
    ],
  },
  parameters: { path: '/dashboard/analysis' },
} satisfies Meta<typeof AccessSourcePie>;

export default meta;
type Story = StoryObj<typeof meta>;

// the card's width in the page's half-width column
const column: Story['decorators'] = [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>];

export const Default: Story = { decorators: column };

/** While the data loads: a skeleton of the chart's height. */
export const Loading: Story = { args: { items: undefined }, decorators: column };

export const Dark: Story = { parameters: { dark: true }, decorators: column };
