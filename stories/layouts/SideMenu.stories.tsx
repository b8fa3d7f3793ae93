import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildMenu } from '@machines/routes/menu';
import { localRoutes } from '@/app/routes/local-routes';
import { SideMenu } from '@/layouts/parts/SideMenu';

const menuColours = {
  background: '#001529',
  width: 220,
  '--outpost-menu-bg-light': '#0f2438',
  '--outpost-menu-bg-active': 'var(--mantine-primary-color-filled)',
  '--outpost-menu-hover': 'rgba(255,255,255,.06)',
  '--outpost-menu-text': '#bfcbd9',
  '--outpost-menu-text-active': '#fff',
} as React.CSSProperties;

const meta = {
  title: 'Layouts/SideMenu',
  component: SideMenu,
  args: {
    items: buildMenu(localRoutes),
    activePath: '/level/menu1/menu1-2',
    collapsed: false,
    uniqueOpened: true,
  },
  decorators: [
    (Story, { args }) => <div style={{ ...menuColours, width: args.collapsed ? 64 : 220 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { collapsed: true } };
export const Empty: Story = { args: { items: [] } };
export const Dark: Story = { parameters: { dark: true } };
