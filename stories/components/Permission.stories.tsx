import { Button, Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Permission } from '@/components/Permission/Permission';
import { PermissionScope } from '@/components/Permission/PermissionScope';

function Demo({ permissions }: { permissions: string[] }) {
  return (
    <PermissionScope permissions={permissions}>
      <Text fz="sm" mb="xs">
        meta.permission = [{permissions.join(', ')}]
      </Text>
      <Group>
        <Permission value="add">
          <Button>add</Button>
        </Permission>
        <Permission value="edit">
          <Button color="teal">edit</Button>
        </Permission>
        <Permission value="delete">
          <Button color="red">delete</Button>
        </Permission>
      </Group>
    </PermissionScope>
  );
}

const meta = {
  title: 'Components/Permission',
  component: Demo,
  args: { permissions: ['add', 'edit', 'delete'] },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllGranted: Story = {};
export const EditOnly: Story = { args: { permissions: ['edit'] } };
export const NoneGranted: Story = { args: { permissions: [] } };
export const Dark: Story = { parameters: { dark: true } };
