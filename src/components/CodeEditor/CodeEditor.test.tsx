import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRich } from '@/test/render-rich';
import { EditorView } from '@codemirror/view';
import { CodeEditor } from './CodeEditor';

afterEach(cleanup);

const content = () => screen.getByRole('textbox', { name: 'Source' });

describe('CodeEditor', () => {
  it('shows the value, follows a new value without reporting it as an edit, and numbers lines', async () => {
    const onChange = vi.fn();
    const { rerender, container } = renderRich(
      <CodeEditor value={'const a = 1;\nconst b = 2;'} onChange={onChange} aria-label="Source" />,
    );
    await waitFor(() => expect(content()).toHaveTextContent('const a = 1;const b = 2;'));
    expect(container.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length).toBeGreaterThan(0);
    rerender(<CodeEditor value="let c = 3;" onChange={onChange} aria-label="Source" />);
    await waitFor(() => expect(content()).toHaveTextContent('let c = 3;'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only and without line numbers when asked', async () => {
    const { container } = renderRich(
      <CodeEditor value="a {}" language="css" readOnly lineNumbers={false} aria-label="Source" />,
    );
    await waitFor(() => expect(content()).toHaveAttribute('aria-readonly', 'true'));
    expect(container.querySelector('.cm-lineNumbers')).toBeNull();
  });

  it('reports what the user types', async () => {
    const onChange = vi.fn();
    const { container } = renderRich(
      <CodeEditor value="a" onChange={onChange} language="json" aria-label="Source" />,
    );
    await waitFor(() => expect(content()).toHaveTextContent('a'));
    const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
    view?.dispatch({ changes: { from: 1, insert: 'bc' }, userEvent: 'input.type' });
    expect(onChange).toHaveBeenCalledWith('abc');
  });
});
