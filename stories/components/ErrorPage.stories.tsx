import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from '@/components/ErrorPage/ErrorPage';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { kind: '404' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = { args: { kind: '403' } };
export const ServerError: Story = { args: { kind: '500' } };
export const Dark: Story = { parameters: { dark: true } };
