import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from '@/layouts/parts/Breadcrumb';

const meta = {
  title: 'Layouts/Breadcrumb',
  component: Breadcrumb,
  args: {
    withIcons: true,
    entry: {
      path: '/level/menu1/menu1-2',
      name: 'Menu12',
      meta: { title: 'router.menu12' },
      inLayout: true,
      matched: [
        { path: '/level', name: 'Level', meta: { title: 'router.level', icon: 'vi-list-tree' } },
        { path: '/level/menu1', name: 'Menu1', meta: { title: 'router.menu1' } },
      ],
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcons: Story = {};
export const WithoutIcons: Story = { args: { withIcons: false } };
export const NoPage: Story = { args: { entry: undefined } };
