import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoader } from '@/components/PageLoader/PageLoader';

const meta = { title: 'Components/PageLoader', component: PageLoader } satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPage: Story = {};
export const Dark: Story = { parameters: { dark: true } };
