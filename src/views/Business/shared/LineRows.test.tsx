import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render-widget';
import { LineRows } from './LineRows';

afterEach(cleanup);

const renderLines = (skus: string[], error?: string) => {
  const onRemove = vi.fn();
  const onAdd = vi.fn();
  renderWidget(
    <LineRows
      lines={skus.map((sku) => ({ key: sku, sku }))}
      removeLabel={(index) => `Remove line ${index + 1}`}
      onRemove={onRemove}
      error={error}
      addLabel="Add a line"
      onAdd={onAdd}
    >
      {(line, index) => <TextInput label={`SKU of line ${index + 1}`} defaultValue={line.sku} />}
    </LineRows>,
    { lang: 'en' },
  );
  return { onRemove, onAdd };
};

describe('a document’s line rows', () => {
  it('shows each line’s fields with a remove button named after it, and adds one', () => {
    const { onRemove, onAdd } = renderLines(['A-1', 'B-2']);
    expect(screen.getByRole('textbox', { name: 'SKU of line 2' })).toHaveValue('B-2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('keeps the last line: its remove button waits for another', () => {
    renderLines(['A-1']);
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('says what is wrong with the lines as a whole, as an alert', () => {
    renderLines(['A-1'], 'At most 50 lines');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 50 lines');
    cleanup();
    renderLines(['A-1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks each row with its line number', () => {
    renderLines(['A-1', 'B-2', 'C-3']);
    const third = screen.getByRole('textbox', { name: 'SKU of line 3' }).closest('[data-line]');
    expect(third?.getAttribute('data-line')).toBe('3');
    expect(within(third as HTMLElement).getByRole('button', { name: 'Remove line 3' })).toBeEnabled();
  });
});
