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
      // an ancestor links to where its path leads (flattenRoutes), not to its bare path
      matched: [
        {
          path: '/level',
          name: 'Level',
          meta: { title: 'router.level', icon: 'vi-list-tree' },
          redirect: '/level/menu1/menu1-1/menu1-1-1',
        },
        {
          path: '/level/menu1',
          name: 'Menu1',
          meta: { title: 'router.menu1' },
          redirect: '/level/menu1/menu1-1/menu1-1-1',
        },
      ],
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcons: Story = {};
export const WithoutIcons: Story = { args: { withIcons: false } };
export const NoPage: Story = { args: { entry: undefined } };
/** An ancestor that leads nowhere (no redirect, no visible child) is plain text. */
export const AncestorLeadingNowhere: Story = {
  args: {
    entry: {
      path: '/example/example-detail',
      name: 'ExampleDetail',
      meta: { title: 'router.exampleDetail' },
      inLayout: true,
      matched: [{ path: '/example', name: 'Example', meta: { title: 'router.example' } }],
    },
  },
};
