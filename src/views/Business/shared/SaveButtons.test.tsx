import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render-widget';
import { SaveButtons, type SaveStep } from './SaveButtons';

afterEach(cleanup);

const renderAt = (step: SaveStep, submitLabel: string | null = 'Submit') => {
  const onSaveDraft = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWidget(
    <form onSubmit={onSubmit}>
      <SaveButtons step={step} saveLabel="Save draft" submitLabel={submitLabel} onSaveDraft={onSaveDraft} />
    </form>,
    { lang: 'en' },
  );
  return { onSaveDraft, onSubmit };
};

const button = (name: string) => screen.getByRole('button', { name });

describe('a document form’s save buttons', () => {
  it('saves a draft by its button and submits the form by the other', () => {
    const { onSaveDraft, onSubmit } = renderAt('idle');
    fireEvent.click(button('Save draft'));
    expect(onSaveDraft).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(button('Submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each<[SaveStep, 'Save draft' | 'Submit']>([
    ['saving', 'Save draft'],
    ['estimating', 'Submit'],
    ['submitting', 'Submit'],
  ])('while %s both wait, and %s spins', (step, spinning) => {
    renderAt(step);
    for (const name of ['Save draft', 'Submit']) {
      expect(button(name)).toBeDisabled();
      expect(button(name).hasAttribute('data-loading')).toBe(name === spinning);
    }
  });

  it('offers no submit once the document is past its draft', () => {
    renderAt('idle', null);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(button('Save draft')).toBeEnabled();
  });
});
