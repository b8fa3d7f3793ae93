import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { en, zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

setupMockServer();
afterEach(cleanup);

describe('the code editor demo', () => {
  it.each([
    ['zh-CN', zh],
    ['en', en],
  ] as const)('names its editor for a screen reader by its language (%s)', async (lang, t) => {
    const app = renderApp('#/components/code-editor', { lang });
    await act(() => signInAs(app.actor, 'admin'));
    const expected = t('rich.codeEditorDemo.editorLabel', {
      syntax: t('rich.codeEditorDemo.languages.typescript'),
    });
    // the message's own words, not its key: a placeholder named `language` was read by Tolgee as the
    // language to translate into, and the editor was named "rich.codeEditorDemo.editorLabel"
    await waitFor(
      () => expect(document.querySelector('.cm-content')).toHaveAttribute('aria-label', expected),
      {
        timeout: 10000,
      },
    );
  });
});
