import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoryModule } from './support/every-story';
import { StoryProviders } from './support/StoryProviders';

// The simulators' stories: each renders, ELK lays its diagram out (asynchronously), the diagram has
// a box for every state node of its machine and the current state is highlighted.

const modules = import.meta.glob<StoryModule>('./machines/**/*.stories.tsx', { eager: true });

afterEach(cleanup);

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as Array<
    [string, React.FC & { args: { machine?: { root: { id: string } }; cases?: unknown } }]
  >;
  it.each(stories)('%s renders its diagram with the current state highlighted', async (_name, Story) => {
    const consoleError = vi.spyOn(console, 'error');
    render(
      <StoryProviders locale="en" dark={false}>
        <Story />
      </StoryProviders>,
    );
    const diagram = await screen.findByTestId('chart-diagram', {}, { timeout: 15_000 });
    const states = diagram.querySelectorAll('[data-state-id]');
    expect(states.length).toBeGreaterThan(0);
    const active = [...diagram.querySelectorAll('[data-active="true"]')].map((node) =>
      node.getAttribute('data-state-id'),
    );
    const current = screen.getByTestId('current-state').textContent ?? '';
    expect(current).not.toBe('');
    // the innermost highlighted box is the state the header names
    const leaf = diagram.querySelector('[aria-current="step"]');
    expect(leaf).not.toBeNull();
    expect(active).toContain(leaf?.getAttribute('data-state-id'));
    expect(
      within(screen.getByRole('region', { name: 'Events' })).getAllByRole('button').length,
    ).toBeGreaterThan(0);
    // a shell scenario runs its machine for real: it must not have failed on the way
    expect(screen.queryByText(/the machine failed/)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
