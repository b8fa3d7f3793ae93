import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { AppRouteRecord } from '@machines/types';
import type { MenuEntry } from '@/api/sample-role';
import { localRoutes } from '@/app/routes/local-routes';
import { RoleMenuEditor } from '@/views/Authorization/Role/RoleMenuEditor';

let nextId = 1;
/** The local route table as menu management's entries (what `/mock/menu/list` answers). */
const toEntries = (routes: AppRouteRecord[]): MenuEntry[] =>
  routes.map(({ children, ...route }) => ({
    ...route,
    id: nextId++,
    status: 1,
    permission: children?.length ? [] : ['add', 'edit', 'delete'],
    ...(children?.length ? { children: toEntries(children) } : {}),
  }));
const menus = toEntries(localRoutes);

/** The role editor's menu tree, holding its own choice as the role form does. */
function RoleMenuEditorStory({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 560 }}>
      <RoleMenuEditor menus={menus} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Views/Authorization/RoleMenuEditor',
  component: RoleMenuEditorStory,
  parameters: { path: '/authorization/role' },
  // the seed's admin role: the dashboard only
  args: { initial: ['/dashboard'] },
} satisfies Meta<typeof RoleMenuEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The seed's guest: only the example detail page. */
export const Guest: Story = { args: { initial: ['/example/example-detail'] } };
export const Nothing: Story = { args: { initial: [] } };
export const Dark: Story = { parameters: { dark: true } };
