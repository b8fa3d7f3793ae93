import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalsProvider } from '@mantine/modals';
import { SettingsDrawer } from '@/layouts/parts/SettingsDrawer';

const meta = {
  title: 'Layouts/SettingsDrawer',
  component: SettingsDrawer,
  args: { opened: true, onClose: () => undefined },
  decorators: [(Story) => <ModalsProvider>{Story()}</ModalsProvider>],
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Dark: Story = { parameters: { dark: true } };
