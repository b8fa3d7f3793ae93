import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, zh } from '@/test/messages';
import { renderRich } from '@/test/render-rich';
import { JsonEditor } from './JsonEditor';

afterEach(cleanup);

const button = (key: string) => screen.getByRole('button', { name: en(key) });

describe('JsonEditor', () => {
  it('names the first fault with its line and column, and will not format broken JSON', () => {
    const onChange = vi.fn();
    renderRich(<JsonEditor value={'{\n  "a": 1,\n}'} onChange={onChange} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      en('rich.jsonEditor.errorAt', {
        line: 2,
        column: 9,
        problem: en('rich.jsonEditor.errors.trailingComma'),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(en('rich.jsonEditor.invalid'));
    expect(button('rich.jsonEditor.format')).toBeDisabled();
    expect(button('rich.jsonEditor.minify')).toBeDisabled();
  });

  it('formats with the chosen indent and minifies', () => {
    const onChange = vi.fn();
    const { rerender } = renderRich(
      <JsonEditor value='{"a":[1,{"b":null}]}' onChange={onChange} indent={4} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(en('rich.jsonEditor.valid'));
    fireEvent.click(button('rich.jsonEditor.format'));
    expect(onChange).toHaveBeenLastCalledWith(
      '{\n    "a": [\n        1,\n        {\n            "b": null\n        }\n    ]\n}',
    );
    rerender(<JsonEditor value={'{\n  "a": [1, 2]\n}'} onChange={onChange} />);
    fireEvent.click(button('rich.jsonEditor.minify'));
    expect(onChange).toHaveBeenLastCalledWith('{"a":[1,2]}');
  });

  it('shows the value as a foldable tree, in Chinese', async () => {
    renderRich(<JsonEditor value='{"warehouse":{"code":"LAX-1"},"tags":["fba"]}' defaultMode="tree" />, {
      lang: 'zh-CN',
    });
    expect(screen.getByText('"LAX-1"')).toBeInTheDocument();
    const tags = screen.getByRole('button', { name: /tags/ });
    expect(tags).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(tags);
    await waitFor(() =>
      expect(screen.getByText(zh('rich.jsonEditor.items', { count: 1 }))).toBeInTheDocument(),
    );
    expect(screen.queryByText('"fba"')).toBeNull();
  });
});
