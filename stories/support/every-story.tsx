import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@machines/types';
import { StoryProviders } from './StoryProviders';

export type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = React.FC & { parameters?: { signedIn?: boolean } };

/**
 * Every story of `modules` is a test: it renders, in both languages, with no error and no React
 * warning. The catalogue is split into a test file per folder, so that a run spreads it over its
 * workers instead of ending on one long file.
 */
export function everyStoryRenders(modules: Record<string, StoryModule>) {
  afterEach(cleanup);
  describe.each(Object.entries(modules))('%s', (_file, module) => {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
    it.each(stories)('%s renders', (_name, Story) => {
      const consoleError = vi.spyOn(console, 'error');
      for (const locale of ['zh-CN', 'en'] as Locale[]) {
        const { container, unmount } = render(
          <StoryProviders locale={locale} dark={false} signedIn={Story.parameters?.signedIn ?? true}>
            <Story />
          </StoryProviders>,
        );
        expect(container.innerHTML).not.toBe('');
        unmount();
      }
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
    });
  });
}
