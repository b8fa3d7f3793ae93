import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@/api/errors';
import { PasswordForm } from '@/views/Personal/PasswordForm';

const meta = {
  title: 'Views/Personal/PasswordForm',
  component: PasswordForm,
  parameters: { path: '/personal/personal-center' },
  args: { change: async (): Promise<boolean> => true },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refused the current password (422 at oldPassword). */
export const ServerErrors: Story = {
  args: {
    initialErrors: { oldPassword: 'the old password is incorrect' },
    change: () =>
      Promise.reject(
        new ApiError({
          reason: 'code',
          code: 422,
          status: 422,
          message: 'please check the highlighted fields',
          data: { oldPassword: 'the old password is incorrect' },
        }),
      ),
  },
};

/** Changing: the request never answers (Storybook runs the play). */
export const Saving: Story = {
  args: { change: () => new Promise<boolean>(() => undefined) },
  play: async ({ canvasElement, userEvent }) => {
    // by type, so the play works in either language
    const [current, next, confirm] = canvasElement.querySelectorAll('input[type="password"]');
    await userEvent.type(current, 'admin');
    await userEvent.type(next, 'Harbour2025!');
    await userEvent.type(confirm, 'Harbour2025!');
    await userEvent.keyboard('{Enter}');
  },
};

export const Dark: Story = { parameters: { dark: true } };
