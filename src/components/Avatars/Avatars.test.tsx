import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { Avatars } from './Avatars';
import { splitAvatars, type AvatarPerson } from './avatars-overflow';

afterEach(cleanup);

const people: AvatarPerson[] = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'].map((name) => ({
  id: name,
  name,
}));

describe('splitAvatars', () => {
  it('gives the last place to the counter only when there are more people than places', () => {
    expect(splitAvatars(people, 4)).toEqual({ shown: people.slice(0, 3), rest: people.slice(3) });
    expect(splitAvatars(people.slice(0, 4), 4)).toEqual({ shown: people.slice(0, 4), rest: [] });
    expect(splitAvatars(people, 0).shown).toHaveLength(0);
    expect(splitAvatars(people, 0).rest).toHaveLength(7);
  });
});

describe('Avatars', () => {
  it('shows max − 1 people and a +N button listing the others', () => {
    renderWidget(<Avatars people={people} max={4} />, { lang: 'en' });
    const group = screen.getByRole('group', { name: en('widgets.avatars.group', { count: 7 }) });
    expect(
      within(group)
        .getAllByRole('img')
        .map((node) => node.getAttribute('aria-label')),
    ).toEqual(['Ada', 'Ben', 'Cy']);
    const more = screen.getByRole('button', { name: en('widgets.avatars.more', { count: 4 }) });
    expect(more).toHaveTextContent('+4');
    fireEvent.click(more);
    const list = screen.getByRole('list', { name: en('widgets.avatars.more', { count: 4 }) });
    const listed = within(list).getAllByRole('listitem');
    expect(listed).toHaveLength(4);
    ['Dee', 'Eve', 'Fay', 'Gus'].forEach((name, i) =>
      expect(within(listed[i]).getByText(name)).toBeInTheDocument(),
    );
  });

  it('has no counter when everyone fits, and says so when nobody is there', () => {
    renderWidget(<Avatars people={people.slice(0, 2)} max={4} />, { lang: 'en' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    renderWidget(<Avatars people={[]} />, { lang: 'en' });
    expect(screen.getByText(en('widgets.avatars.empty'))).toBeInTheDocument();
  });

  it('names a person in a tooltip', async () => {
    renderWidget(<Avatars people={people.slice(0, 2)} />, { lang: 'en' });
    expect(screen.getByRole('img', { name: 'Ben' })).toHaveAttribute('tabindex', '0');
    fireEvent.mouseEnter(screen.getByRole('img', { name: 'Ben' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ben');
  });
});
