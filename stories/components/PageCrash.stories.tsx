import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { errorDetail } from '@/components/ErrorPage/error-detail';
import { PageCrash } from '@/components/ErrorPage/PageCrash';
import { PageErrorBoundary } from '@/components/ErrorPage/PageErrorBoundary';

const sample = (() => {
  const error = new TypeError("Cannot read properties of undefined (reading 'lines')");
  error.stack = `${error.name}: ${error.message}\n    at OutboundLines (OutboundLines.tsx:42:17)\n    at renderWithHooks (react-dom.js:1)`;
  return errorDetail(error, {
    path: '/outbound/detail/OB20261124-0001',
    componentStack:
      '\n    at OutboundLines\n    at OutboundDetail\n    at Suspense\n    at PageErrorBoundary',
    at: new Date('2026-11-24T08:30:00Z'),
  });
})();

/** What a page shows in its place when it throws while rendering (the page error boundary). */
const meta = {
  title: 'Components/PageCrash',
  component: PageCrash,
  args: { detail: sample, onReload: fn() },
} satisfies Meta<typeof PageCrash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {};
export const WholeConsole: Story = { args: { wholeConsole: true } };
export const Dark: Story = { parameters: { dark: true } };

function Breakable() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Thrown on purpose by the story');
  return (
    <Stack align="flex-start">
      <Text>A page inside its boundary.</Text>
      <Button color="red" variant="light" onClick={() => setBroken(true)}>
        Break this page
      </Button>
    </Stack>
  );
}

/** The boundary at work: press the button, then "reload this page" to remount it. */
export const Boundary: Story = {
  render: () => (
    <PageErrorBoundary path="/story">
      <Breakable />
    </PageErrorBoundary>
  ),
};
