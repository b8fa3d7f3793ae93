import { expect, it } from 'vitest';

// The stories render in one test file per folder (components, layouts, views, machines): a story file
// anywhere else would go untested.
it('keeps every story in a folder whose test renders it', () => {
  const files = Object.keys(import.meta.glob('./**/*.stories.tsx'));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => !/^\.\/(components|layouts|machines|views)\//.test(file))).toEqual([]);
});

interface StoryModule {
  default: {
    title: string;
    args?: Record<string, unknown>;
    argTypes?: Record<string, { control?: unknown; options?: unknown[] }>;
  };
  [story: string]: unknown;
}

// A simulator's scenario and role are picked from what exists, not typed: a free-text box takes a name
// no scenario has, and the story then opens nothing.
it('offers every simulator’s scenario and role as a choice that holds each story’s own', () => {
  const modules = import.meta.glob<StoryModule>('./machines/*.stories.tsx', { eager: true });
  let checked = 0;
  for (const module of Object.values(modules)) {
    const { argTypes = {}, title } = module.default;
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default') continue;
      const args = { ...module.default.args, ...(story as { args?: Record<string, unknown> }).args };
      for (const arg of ['initialScenario', 'initialRole'].filter((key) => key in args)) {
        const type = argTypes[arg];
        const control = typeof type?.control === 'string' ? type.control : '';
        expect(control, `${title} › ${name}: ${arg}`).toMatch(/select|radio/);
        expect(type?.options, `${title} › ${name}: ${arg}`).toContain(args[arg]);
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(25);
});
