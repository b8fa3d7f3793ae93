import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/Form/form.test-support';
import type { FormSchema } from '@/components/Form/types';
import { en, zh } from '@/test/messages';
import { Search } from './Search';

afterEach(cleanup);

interface Filter {
  orderNo?: string;
  carrier?: string | null;
  status?: string[];
  minWeight?: number | string;
  express?: boolean;
}

const schema: FormSchema<Filter> = [
  { field: 'orderNo', kind: 'text', label: 'searchDemo.orderNo' },
  {
    field: 'carrier',
    kind: 'select',
    label: 'searchDemo.carrier',
    options: [{ value: 'ups', labelKey: 'formDemo.options.carriers.ups' }],
  },
  { field: 'status', kind: 'multiSelect', label: 'searchDemo.status', options: [] },
  { field: 'minWeight', kind: 'number', label: 'searchDemo.minWeight' },
  { field: 'express', kind: 'switch', label: 'searchDemo.express' },
];

const bar = (name: string) => screen.getByRole('search', { name });

describe('the search bar', () => {
  it('searches on Enter with the filled-in fields only', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<Search schema={schema} onSearch={onSearch} />);
    const search = bar(zh('searchForm.label'));
    await user.type(within(search).getByRole('textbox', { name: zh('searchDemo.orderNo') }), 'OB-42{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith({ orderNo: 'OB-42' });
  });

  it('resets the fields and searches again with nothing', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<Search schema={schema} onSearch={onSearch} defaultExpanded />, 'en');
    const search = bar(en('searchForm.label'));
    const orderNo = within(search).getByRole('textbox', { name: en('searchDemo.orderNo') });
    await user.type(orderNo, 'OB-42');
    await user.click(within(search).getByRole('switch', { name: en('searchDemo.express') }));
    await user.click(within(search).getByRole('button', { name: en('searchForm.search') }));
    expect(onSearch).toHaveBeenLastCalledWith({ orderNo: 'OB-42', express: true });
    await user.click(within(search).getByRole('button', { name: en('searchForm.reset') }));
    expect(orderNo).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('folds the fields beyond the first row away and unfolds them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Search schema={schema} onSearch={vi.fn()} />, 'en');
    const search = bar(en('searchForm.label'));
    // the test window is 1024 px wide: two fields a row, the buttons after the first
    expect(within(search).queryByRole('switch', { name: en('searchDemo.express') })).not.toBeInTheDocument();
    const more = within(search).getByRole('button', { name: en('searchForm.expand') });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(search).getByRole('switch', { name: en('searchDemo.express') })).toBeInTheDocument();
    await user.click(within(search).getByRole('button', { name: en('searchForm.collapse') }));
    expect(within(search).queryByRole('switch', { name: en('searchDemo.express') })).not.toBeInTheDocument();
  });
});
