import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormatSimple, TolgeeCore, TolgeeProvider } from '@tolgee/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/locales/en/demo.json';
import { searchIcons, page } from './icon-search';
import { IconPicker } from './IconPicker';

afterEach(cleanup);

function renderPicker(value = '') {
  const onChange = vi.fn();
  const tolgee = TolgeeCore().use(FormatSimple()).init({ language: 'en', staticData: { en } });
  render(
    <TolgeeProvider tolgee={tolgee} fallback={null}>
      <MantineProvider env="test">
        <IconPicker value={value} onChange={onChange} />
      </MantineProvider>
    </TolgeeProvider>,
  );
  return { onChange, input: screen.getByRole('textbox', { name: 'Icon' }) };
}

describe('icon search', () => {
  it('finds names holding every word, and pages them', () => {
    expect(searchIcons('arrow up')).toEqual(['vi-arrow-back-up']);
    expect(searchIcons('TRUCK')).toEqual(['vi-truck', 'vi-truck-delivery']);
    expect(page(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual(['c', 'd']);
  });
});

describe('the icon picker', () => {
  it('refuses a name breaking the vi- rule', () => {
    const { onChange, input } = renderPicker();
    for (const bad of ['vi-User', 'user', 'vi--x', 'vi-a_b']) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.blur(input);
      expect(screen.getByText(/lower-case letters and digits joined/)).toBeInTheDocument();
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a valid typed name on Enter, and clears', () => {
    const { onChange, input } = renderPicker('vi-home');
    fireEvent.change(input, { target: { value: 'vi-truck' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('vi-truck');
    fireEvent.click(screen.getByRole('button', { name: 'Clear icon' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('picks from the searchable grid', async () => {
    const { onChange } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Choose an icon' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search icons' }), {
      target: { value: 'warehouse' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'vi-building-warehouse' }));
    expect(onChange).toHaveBeenCalledWith('vi-building-warehouse');
  });
});
