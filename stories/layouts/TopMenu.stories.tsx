import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildMenu } from '@machines/routes/menu';
import { localRoutes } from '@/app/routes/local-routes';
import { TopMenu } from '@/layouts/parts/TopMenu';

const meta = {
  title: 'Layouts/TopMenu',
  component: TopMenu,
  args: { items: buildMenu(localRoutes), activePath: '/level/menu2' },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Dark: Story = { parameters: { dark: true } };
