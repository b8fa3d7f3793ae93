import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from '@/views/Login/LoginForm';

const meta = {
  title: 'Views/Login/LoginForm',
  component: LoginForm,
  parameters: { signedIn: false, path: '/login' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Dark: Story = { parameters: { dark: true } };
