import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { Tour, type TourStep } from './Tour';

afterEach(cleanup);

const steps: TourStep[] = [
  { target: '#first', title: 'First', content: 'The first thing' },
  { target: '#missing', title: 'Second', content: 'Nothing to point at' },
  { title: 'Third', content: 'The end' },
];

function renderTour(onClose = vi.fn()) {
  renderWidget(
    <>
      <button id="first" type="button">
        Target
      </button>
      <Tour steps={steps} opened onClose={onClose} />
    </>,
    { lang: 'en' },
  );
  return onClose;
}

describe('Tour', () => {
  it('walks forward and back with the buttons and the arrow keys, and finishes on the last step', () => {
    const onClose = renderTour();
    const dialog = screen.getByRole('dialog', { name: 'First' });
    expect(dialog).toHaveAccessibleDescription('The first thing');
    expect(screen.getByText(en('widgets.tour.progress', { current: 1, total: 3 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en('widgets.tour.previous') })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: en('widgets.tour.next') }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Third' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en('widgets.tour.done') }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('is skipped with Escape or Skip', () => {
    const onClose = renderTour();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: en('widgets.tour.skip') }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
