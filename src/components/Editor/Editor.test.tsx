import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, zh } from '@/test/messages';
import { renderRich } from '@/test/render-rich';
import { Editor } from './Editor';

afterEach(cleanup);

const content = (label = en('rich.editor.label')) => screen.getByRole('textbox', { name: label });

describe('Editor', () => {
  it('makes the selected text bold from the toolbar, reporting <strong> in the HTML', async () => {
    const onChange = vi.fn();
    renderRich(<Editor value="<p>Hello</p>" onChange={onChange} />);
    await waitFor(() => expect(content()).toHaveTextContent('Hello'));
    // Mod-a is ProseMirror's select-all
    fireEvent.keyDown(content(), { key: 'a', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: en('rich.editor.controls.bold') }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'));
    expect(content().querySelector('strong')).toHaveTextContent('Hello');
  });

  it('follows a new value without reporting it back, and counts characters against the limit', async () => {
    const onChange = vi.fn();
    const { rerender } = renderRich(<Editor value="<p>abc</p>" onChange={onChange} maxLength={10} />);
    await waitFor(() =>
      expect(screen.getByTestId('editor-count')).toHaveTextContent(
        en('rich.editor.countLimited', { count: 3, limit: 10 }),
      ),
    );
    rerender(<Editor value="<h2>Inbound</h2>" onChange={onChange} maxLength={10} />);
    await waitFor(() => expect(content().querySelector('h2')).toHaveTextContent('Inbound'));
    expect(screen.getByTestId('editor-count')).toHaveTextContent(
      en('rich.editor.countLimited', { count: 7, limit: 10 }),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides the toolbar when read-only and greys it out when disabled; neither can be edited', async () => {
    const { rerender } = renderRich(<Editor value="<p>x</p>" readOnly />, { lang: 'zh-CN' });
    await waitFor(() => expect(content(zh('rich.editor.label'))).toHaveAttribute('contenteditable', 'false'));
    expect(screen.queryByRole('button', { name: zh('rich.editor.controls.bold') })).toBeNull();
    await act(async () => rerender(<Editor value="<p>x</p>" disabled />));
    expect(screen.getByRole('button', { name: zh('rich.editor.controls.bold') })).toBeDisabled();
    expect(content(zh('rich.editor.label'))).toHaveAttribute('contenteditable', 'false');
    expect(content(zh('rich.editor.label'))).toHaveAttribute('aria-disabled', 'true');
  });
});
