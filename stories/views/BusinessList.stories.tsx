import type { Meta, StoryObj } from '@storybook/react-vite';
import { PermissionScope } from '@/components/Permission/PermissionScope';
import {
  fakeList,
  KitList,
  makeRows,
  type KitListProps,
} from '@/views/Business/shared/kit-fixture.test-support';

/** The business list kit over made-up inbound orders: filter bar, status tabs, table, actions, export. */
const meta = {
  title: 'Views/Business/BusinessList',
  component: KitList,
  args: { fetch: fakeList(makeRows(240)), inUrl: false },
  render: (args: KitListProps) => (
    <PermissionScope permissions={['inbound:verify', 'inbound:cancel']}>
      <KitList {...args} />
    </PermissionScope>
  ),
} satisfies Meta<typeof KitList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first page on its way: skeleton rows. */
export const Loading: Story = { args: { fetch: () => new Promise(() => undefined) } };

/** Nothing yet: the empty state says what to do. */
export const Empty: Story = { args: { fetch: fakeList([]) } };

/** The server failed: the message and a retry. */
export const Error: Story = {
  args: { fetch: () => Promise.reject(new globalThis.Error('Server error, please try again later')) },
};

/** The phone look: one card per row. */
export const Cards: Story = { args: { cardMode: 'always' } };

export const Dark: Story = { parameters: { dark: true } };
