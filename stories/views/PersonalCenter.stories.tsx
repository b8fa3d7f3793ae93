import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCard } from '@/views/Personal/ProfileCard';
import { ProfileSkeleton } from '@/views/Personal/ProfileSkeleton';
import { storyUser } from '../support/story-actor';

const meta = {
  title: 'Views/Personal/ProfileCard',
  component: ProfileCard,
  parameters: { path: '/personal/personal-center' },
  args: { user: storyUser, onEditAvatar: () => undefined },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// the card's width in the page's side column
const column: Story['decorators'] = [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>];

export const Default: Story = { decorators: column };

export const Customer: Story = {
  args: {
    user: {
      ...storyUser,
      username: 'seller',
      nickname: 'Northwind Seller',
      role: 'customer',
      customerId: 'C001',
      customerName: 'Northwind Trading',
      phone: '+1 555 0102',
    },
  },
  decorators: column,
};

/** The page while the profile loads. */
export const Loading: Story = {
  render: () => <ProfileSkeleton />,
};

export const Dark: Story = { parameters: { dark: true }, decorators: column };
