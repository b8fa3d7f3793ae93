import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@/test/render-widget';
import { agreementParts } from './agreement-parts';
import { IAgree } from './IAgree';

afterEach(cleanup);

describe('agreementParts', () => {
  it('cuts the sentence around the links in the order they appear', () => {
    const terms = { text: 'Terms' };
    const privacy = { text: 'Privacy' };
    expect(agreementParts('I agree to the Terms and the Privacy policy', [privacy, terms])).toEqual([
      { kind: 'text', text: 'I agree to the ' },
      { kind: 'link', text: 'Terms', link: terms },
      { kind: 'text', text: ' and the ' },
      { kind: 'link', text: 'Privacy', link: privacy },
      { kind: 'text', text: ' policy' },
    ]);
  });

  it('leaves out a link whose words are not in the sentence', () => {
    expect(agreementParts('I agree', [{ text: 'Terms' }])).toEqual([{ kind: 'text', text: 'I agree' }]);
  });
});

function Agreement({ onOpen }: { onOpen: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <IAgree
      text="I agree to the Terms and the Privacy policy"
      links={[
        { text: 'Terms', onOpen },
        { text: 'Privacy policy', href: '#/privacy' },
      ]}
      checked={checked}
      onChange={setChecked}
    />
  );
}

describe('IAgree', () => {
  it('shows the error under the sentence and ties it to the box', () => {
    renderWidget(<IAgree text="I agree" error="Please agree" />, { lang: 'en' });
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree');
  });

  it('opens a link without ticking the box; the rest of the sentence ticks it', () => {
    const onOpen = vi.fn();
    renderWidget(<Agreement onOpen={onOpen} />, { lang: 'en' });
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and the Privacy policy' });
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(box).not.toBeChecked();
    const page = screen.getByRole('link', { name: 'Privacy policy' });
    expect(page).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByText('I agree to the'));
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
