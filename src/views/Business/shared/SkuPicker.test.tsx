import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sku } from '@/api/business/types/sku';
import { renderWidget } from '@/test/render-widget';
import { SkuPicker, type SkuSearch } from './SkuPicker';

const CATALOGUE = [
  { id: '1', sku: 'LAMP-0001', nameEn: 'Camping lantern', nameCn: 'Lantern (zh)' },
  { id: '2', sku: 'ELEC-0161#2', nameEn: 'Travel adapter', nameCn: 'Adapter (zh)' },
] as Sku[];

/**
 * The catalogue's matches for a typed code, answered a moment later, as a server would; nothing typed
 * finds the first SKU only (the other appears only as the answer to what the user types).
 */
const search: SkuSearch = (keyword) =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve(keyword ? CATALOGUE.filter((sku) => sku.sku.includes(keyword)) : [CATALOGUE[0]]),
      20,
    ),
  );

function Picker({ onPick }: { onPick: (code: string | null) => void }) {
  const [value, setValue] = useState<string | null>('LAMP-0001');
  return (
    <SkuPicker
      label="SKU"
      value={value}
      search={search}
      onChange={(code) => {
        setValue(code);
        onPick(code);
      }}
    />
  );
}

afterEach(cleanup);

describe('SkuPicker', () => {
  it('keeps what the user types for another SKU when the chosen one is not among its matches', async () => {
    const onPick = vi.fn();
    const client = new QueryClient();
    renderWidget(
      <QueryClientProvider client={client}>
        <Picker onPick={onPick} />
      </QueryClientProvider>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'SKU' });
    await waitFor(() => expect(input.value).toBe('LAMP-0001 · Camping lantern'));

    // typed, not autofilled: the box has the focus
    act(() => input.focus());
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'ELEC' } });
    // the matches of what was typed come, without the chosen SKU...
    const option = await screen.findByRole('option', { name: 'ELEC-0161#2 · Travel adapter', hidden: true });
    // ...and the chosen SKU's option keeps its label, so the Select leaves the typed text alone
    expect(screen.getByRole('option', { name: 'LAMP-0001 · Camping lantern', hidden: true })).toBeTruthy();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(input.value).toBe('ELEC');

    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith('ELEC-0161#2');
    await waitFor(() => expect(input.value).toBe('ELEC-0161#2 · Travel adapter'));
  });
});
