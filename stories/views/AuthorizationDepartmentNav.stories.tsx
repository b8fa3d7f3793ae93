import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Department } from '@/api/sample-types';
import { DepartmentNav } from '@/views/Authorization/User/DepartmentNav';

const department = (id: string, departmentName: string, children?: Department[]): Department => ({
  id,
  departmentName,
  createTime: '2026-01-05T08:00:00.000Z',
  status: 1,
  remark: '',
  parentId: null,
  ...(children ? { children } : {}),
});

const tree = [
  department('dept-1', 'Outpost head office', [
    department('dept-2', 'Operations'),
    department('dept-3', 'Warehousing', [department('dept-6', 'Cold storage')]),
    department('dept-4', 'Finance'),
  ]),
];

/** The user page's department tree, choosing as the page does. */
function DepartmentNavStory({ loading, initial }: { loading: boolean; initial: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <div style={{ maxWidth: 280 }}>
      <DepartmentNav
        tree={loading ? [] : tree}
        loading={loading}
        selected={selected}
        onSelect={setSelected}
      />
    </div>
  );
}

const meta = {
  title: 'Views/Authorization/DepartmentNav',
  component: DepartmentNavStory,
  parameters: { path: '/authorization/user' },
  args: { loading: false, initial: '' },
} satisfies Meta<typeof DepartmentNavStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { initial: 'dept-3' } };
export const Loading: Story = { args: { loading: true } };
export const Dark: Story = { parameters: { dark: true } };
