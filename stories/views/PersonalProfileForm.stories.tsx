import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserInfo } from '@machines/types';
import { ApiError } from '@/api/errors';
import type { SaveUserInfoBody } from '@/api/authorization';
import { ProfileForm } from '@/views/Personal/ProfileForm';
import { storyUser } from '../support/story-actor';

const savedAs = async (body: SaveUserInfoBody): Promise<UserInfo> => ({ ...storyUser, ...body });

const meta = {
  title: 'Views/Personal/ProfileForm',
  component: ProfileForm,
  parameters: { path: '/personal/personal-center' },
  args: { user: { ...storyUser, phone: '+1 555 0100' }, save: savedAs, onSaved: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What a 422 answer looks like at the fields. */
export const ServerErrors: Story = {
  args: {
    initialErrors: { email: 'this address is already taken', phone: 'invalid phone number' },
    save: () =>
      Promise.reject(
        new ApiError({
          reason: 'code',
          code: 422,
          status: 422,
          message: 'please check the highlighted fields',
          data: { email: 'this address is already taken' },
        }),
      ),
  },
};

/** Saving: the request never answers, so the button keeps spinning (Storybook runs the play). */
export const Saving: Story = {
  args: { save: () => new Promise<UserInfo>(() => undefined) },
  play: async ({ canvas, userEvent }) => {
    // the first field is the nickname, in either language
    await userEvent.type(canvas.getAllByRole('textbox')[0], ' Jr');
    await userEvent.keyboard('{Enter}');
  },
};

export const Dark: Story = { parameters: { dark: true } };
