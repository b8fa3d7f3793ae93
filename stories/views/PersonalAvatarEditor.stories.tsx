import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarEditor } from '@/views/Personal/AvatarEditor';
import { storyUser } from '../support/story-actor';

const meta = {
  title: 'Views/Personal/AvatarEditor',
  component: AvatarEditor,
  parameters: { path: '/personal/personal-center' },
  args: {
    user: storyUser,
    upload: async (image: Blob) => ({ avatar: URL.createObjectURL(image) }),
    onUploaded: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AvatarEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A refusal, as the client check (or the server's 422) words it. */
export const WithError: Story = {
  args: { initialError: 'This file is 3.0 MB; images may be at most 2 MB' },
};

export const Dark: Story = { parameters: { dark: true } };
