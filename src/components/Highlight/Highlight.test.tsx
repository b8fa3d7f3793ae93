import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRich } from '@/test/render-rich';
import { Highlight } from './Highlight';
import { splitByKeywords } from './highlight-parts';

afterEach(cleanup);

describe('splitByKeywords', () => {
  it('cuts the text around every keyword, the longer one first where they overlap', () => {
    expect(splitByKeywords('Mantine UI and mantine', ['Mantine', 'Mantine UI'])).toEqual([
      { text: 'Mantine UI', keyword: 'Mantine UI' },
      { text: ' and ' },
      { text: 'mantine', keyword: 'Mantine' },
    ]);
    expect(splitByKeywords('a+b (c)', ['a+b', '(c)'])).toEqual([
      { text: 'a+b', keyword: 'a+b' },
      { text: ' ' },
      { text: '(c)', keyword: '(c)' },
    ]);
  });

  it('matches case only when asked, and ignores empty keywords', () => {
    expect(splitByKeywords('React react', ['React'], true)).toEqual([
      { text: 'React', keyword: 'React' },
      { text: ' react' },
    ]);
    expect(splitByKeywords('text', ['', ''])).toEqual([{ text: 'text' }]);
    expect(splitByKeywords('', ['x'])).toEqual([]);
  });
});

describe('Highlight', () => {
  it('calls back with the keyword as given when one is clicked', () => {
    const onKeywordClick = vi.fn();
    renderRich(
      <Highlight keywords={['XState', 'Tolgee']} onKeywordClick={onKeywordClick}>
        Machines in xstate, words in Tolgee.
      </Highlight>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['xstate', 'Tolgee']);
    fireEvent.click(buttons[0]);
    expect(onKeywordClick).toHaveBeenCalledWith('XState');
    fireEvent.click(screen.getByRole('button', { name: 'Tolgee' }));
    expect(onKeywordClick).toHaveBeenLastCalledWith('Tolgee');
  });

  it('shows keywords in the given colour, and without a callback they are not buttons', () => {
    renderRich(
      <Highlight keywords={['LAX-1']} color="rgb(255, 0, 0)">
        Received at LAX-1.
      </Highlight>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    const mark = screen.getByText('LAX-1');
    expect(mark.style.getPropertyValue('--highlight-color')).toBe('rgb(255, 0, 0)');
    expect(mark.parentElement).toHaveTextContent(/^Received at LAX-1\.$/);
  });
});
