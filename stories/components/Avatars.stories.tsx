import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatars } from '@/components/Avatars/Avatars';
import type { AvatarPerson } from '@/components/Avatars/avatars-overflow';

const people: AvatarPerson[] = [
  'Ada Li',
  'Ben Wu',
  'Cy Park',
  'Dee Chen',
  'Eve Ito',
  'Fay Ruiz',
  'Gus Obi',
  'Hal Kim',
].map((name) => ({ id: name, name }));

const meta = {
  title: 'Components/Avatars',
  component: Avatars,
  args: { people, max: 5 },
} satisfies Meta<typeof Avatars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllFit: Story = { args: { people: people.slice(0, 3) } };
export const Large: Story = { args: { size: 'xl', max: 4 } };
export const NoTooltips: Story = { args: { withTooltip: false } };
export const Empty: Story = { args: { people: [] } };
export const Dark: Story = { parameters: { dark: true } };
