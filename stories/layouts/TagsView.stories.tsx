import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useTabsRef } from '@/app/actor-context';
import { TagsView } from '@/layouts/parts/TagsView';

const pages = [
  { path: '/dashboard/workplace', meta: { title: 'router.workplace', icon: 'vi-briefcase', affix: true } },
  { path: '/level/menu2', meta: { title: 'router.menu2' } },
  { path: '/level/menu1/menu1-2', meta: { title: 'router.menu12' } },
  { path: '/error/404-demo', meta: { title: '404', icon: 'vi-alert-triangle' } },
];

/** Opens a few pages in the story's tabs machine, as visiting them would. */
function WithTabs({ count, ...props }: { count: number; currentPath: string; withIcons: boolean }) {
  const tabs = useTabsRef();
  useEffect(() => {
    for (const page of pages.slice(0, count))
      tabs.send({ type: 'tabs.add', route: { ...page, fullPath: page.path } });
  }, [tabs, count]);
  return <TagsView {...props} />;
}

const meta = {
  title: 'Layouts/TagsView',
  component: WithTabs,
  args: { count: 4, currentPath: '/level/menu2', withIcons: true },
} satisfies Meta<typeof WithTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const OnlyAffix: Story = { args: { count: 1, currentPath: '/dashboard/workplace' } };
export const WithoutIcons: Story = { args: { withIcons: false } };
export const Dark: Story = { parameters: { dark: true } };
