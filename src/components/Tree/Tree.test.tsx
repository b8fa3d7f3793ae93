import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import type { TreeItem } from './tree-data';
import { Tree, type TreeProps } from './Tree';

afterEach(cleanup);

const data: TreeItem[] = [
  {
    value: 'na',
    label: 'North America',
    children: [
      { value: 'la', label: 'Los Angeles' },
      { value: 'nj', label: 'New Jersey' },
    ],
  },
  {
    value: 'eu',
    label: 'Europe',
    children: [
      { value: 'fra', label: 'Frankfurt' },
      { value: 'ham', label: 'Hamburg' },
    ],
  },
];

function Harness(props: Partial<TreeProps>) {
  const [tree, setTree] = useState(data);
  return <Tree data={tree} onDataChange={setTree} label="Network" checkable searchable {...props} />;
}

const item = (name: string) =>
  screen.getByRole('checkbox', { name }).closest<HTMLElement>('[role="treeitem"]')!;

describe('the tree', () => {
  it('checks the leaves of a checked parent and half-checks a parent of one checked leaf', () => {
    const onCheckedChange = vi.fn();
    renderWidget(<Harness defaultExpanded={['na', 'eu']} onCheckedChange={onCheckedChange} />, {
      lang: 'en',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'North America' }));
    expect(screen.getByRole('checkbox', { name: 'Los Angeles' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New Jersey' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(['la', 'nj'], {
      checked: ['na', 'la', 'nj'],
      halfChecked: [],
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hamburg' }));
    const europe = screen.getByRole('checkbox', { name: 'Europe' });
    expect(europe).not.toBeChecked();
    expect(europe).toHaveAttribute('data-indeterminate', 'true');
    expect(item('Europe')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('North America')).toHaveAttribute('aria-checked', 'true');
  });

  it('filters by the search, marks the words and opens the ancestors of the matches', () => {
    renderWidget(<Harness />, { lang: 'en' });
    expect(screen.queryByText('Hamburg')).not.toBeInTheDocument(); // collapsed
    fireEvent.change(screen.getByRole('searchbox', { name: en('widgets.tree.search') }), {
      target: { value: 'burg' },
    });
    const mark = screen.getByText('burg', { selector: 'mark' });
    expect(mark.parentElement).toHaveTextContent('Hamburg');
    expect(screen.queryByText('Los Angeles')).not.toBeInTheDocument();
    expect(screen.queryByText('Frankfurt')).not.toBeInTheDocument();
    expect(item('Europe')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText(en('widgets.tree.noMatch'))).toBeInTheDocument();
  });

  it('moves the focus with the arrows, opens with → and checks with Space', () => {
    renderWidget(<Harness />, { lang: 'en' });
    const northAmerica = item('North America');
    northAmerica.focus();
    fireEvent.keyDown(northAmerica, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(northAmerica).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(northAmerica, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Los Angeles'));
    fireEvent.keyDown(item('Los Angeles'), { key: ' ', code: 'Space' });
    expect(screen.getByRole('checkbox', { name: 'Los Angeles' })).toBeChecked();
    expect(northAmerica).toHaveAttribute('aria-checked', 'mixed');
  });

  it('moves a node among its siblings with Alt+arrow', () => {
    renderWidget(<Harness />, { lang: 'en' });
    const europe = item('Europe');
    fireEvent.keyDown(europe, { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    const roots = screen.getAllByRole('treeitem').filter((node) => node.dataset.level === '1');
    expect(roots.map((node) => within(node).getAllByRole('checkbox')[0].getAttribute('aria-label'))).toEqual([
      'Europe',
      'North America',
    ]);
  });
});
