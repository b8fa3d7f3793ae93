import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { Infotip } from './Infotip';

afterEach(cleanup);

const lines = ['Volumetric weight is length × width × height ÷ 6000.', 'The higher weight is charged.'];

describe('Infotip', () => {
  it('shows its title and numbered lines on focus, with the keywords marked, and describes the button', () => {
    renderWidget(<Infotip title="Charging" lines={lines} keywords={['charged']} />, { lang: 'en' });
    const button = screen.getByRole('button', { name: en('widgets.infotip.label') });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.focus(button);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Charging');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('charged', { selector: 'mark' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and on leaving, and stays open when tapped', () => {
    renderWidget(<Infotip lines={[lines[0]]} label="Help" />, { lang: 'en' });
    const button = screen.getByRole('button', { name: 'Help' });
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument(); // one line: no numbering
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.focus(button);
    fireEvent.click(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
