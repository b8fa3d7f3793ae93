import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildMenu } from '@machines/routes/menu';
import { localRoutes } from '@/app/routes/local-routes';
import { CutMenu } from '@/layouts/parts/CutMenu';

const colours = {
  height: 420,
  '--outpost-menu-bg': '#001529',
  '--outpost-menu-bg-light': '#0f2438',
  '--outpost-menu-bg-active': 'var(--mantine-primary-color-filled)',
  '--outpost-menu-hover': 'rgba(255,255,255,.06)',
  '--outpost-menu-text': '#bfcbd9',
  '--outpost-menu-text-active': '#fff',
} as CSSProperties;

const meta = {
  title: 'Layouts/CutMenu',
  component: CutMenu,
  args: {
    items: buildMenu(localRoutes),
    activePath: '/level/menu1/menu1-2',
    collapsed: false,
    uniqueOpened: true,
  },
  decorators: [(Story) => <div style={colours}>{Story()}</div>],
} satisfies Meta<typeof CutMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SectionOpen: Story = {};
export const Collapsed: Story = { args: { collapsed: true } };
