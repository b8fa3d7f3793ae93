import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IAgree } from '@/components/IAgree/IAgree';

const meta = {
  title: 'Components/IAgree',
  component: IAgree,
  args: {
    text: 'I have read and agree to the Terms of service and the Privacy policy',
    links: [
      { text: 'Terms of service', onOpen: () => undefined },
      { text: 'Privacy policy', href: '#/privacy' },
    ],
  },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked ?? false);
    return <IAgree {...args} checked={checked} onChange={setChecked} />;
  },
} satisfies Meta<typeof IAgree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithError: Story = { args: { error: 'Please accept the terms of service' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { dark: true } };
