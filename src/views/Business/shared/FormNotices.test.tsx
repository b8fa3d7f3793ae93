import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render-widget';
import { FormNotices } from './FormNotices';

afterEach(cleanup);

describe('a form’s notices: what its save was refused for beyond its fields', () => {
  it('shows nothing while there is nothing to say', () => {
    renderWidget(<FormNotices title="Not saved" notices={[]} />, { lang: 'en' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a single reason as it is, in one alert', () => {
    renderWidget(<FormNotices notices={['The purse is frozen']} />, { lang: 'en' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The purse is frozen');
    expect(within(alert).queryByRole('list')).toBeNull();
  });

  it('lists several reasons, or any under a title, in one alert', () => {
    renderWidget(
      <FormNotices title="Not saved" notices={['Line 1 is short', 'The address is incomplete']} />,
      {
        lang: 'en',
      },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 1 is short', 'The address is incomplete']);
  });
});
