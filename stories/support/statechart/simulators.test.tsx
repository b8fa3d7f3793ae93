import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/test/messages';
import * as business from '../../machines/BusinessCharts.stories';
import * as tokenRefresh from '../../machines/ShellTokenRefresh.stories';
import { StoryProviders } from '../StoryProviders';

// What a designer does at a simulator: the buttons it offers, what they change, the log.

const { Recharge, OutboundBatch } = composeStories(business);
const { RefreshFailsWhileThreeWait } = composeStories(tokenRefresh);

afterEach(cleanup);

async function show(Story: React.FC) {
  render(
    <StoryProviders locale="en" dark={false}>
      <Story />
    </StoryProviders>,
  );
  return screen.findByTestId('chart-diagram', {}, { timeout: 15_000 });
}

const events = () => within(screen.getByRole('region', { name: 'Events' }));
const highlighted = (diagram: HTMLElement) =>
  diagram.querySelector('[aria-current="step"]')?.getAttribute('data-state-id');
const logLines = () =>
  within(screen.getByTestId('event-log'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('business chart simulator', () => {
  it('offers each role what the views offer it, moves the highlight and judges payloads as the back-end', async () => {
    const user = userEvent.setup();
    const diagram = await show(Recharge);
    expect(highlighted(diagram)).toBe('recharge.DRAFT');
    expect(
      events()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['edit', 'delete', 'submit', 'withdraw', 'Apply facts']);
    await user.click(events().getByRole('button', { name: 'submit' }));
    expect(screen.getByTestId('current-state')).toHaveTextContent('PENDING_REVIEW');
    expect(highlighted(diagram)).toBe('recharge.PENDING_REVIEW');
    expect(events().queryByRole('button', { name: 'approve' })).toBeNull();

    await user.click(screen.getByText('operator'));
    const payload = events().getByRole('textbox', { name: 'Payload of approve' });
    fireEvent.change(payload, { target: { value: '{"arrivedAmount": 0' } });
    expect(events().getByText(/This is not valid JSON/)).toBeInTheDocument();
    expect(events().getByRole('button', { name: 'approve' })).toBeDisabled();
    fireEvent.change(payload, { target: { value: '{"arrivedAmount": 0, "serviceCharge": 0}' } });
    await user.click(events().getByRole('button', { name: 'approve' }));
    expect(logLines().at(-1)).toContain('operator approve: refused 422');
    expect(highlighted(diagram)).toBe('recharge.PENDING_REVIEW');
    fireEvent.change(payload, { target: { value: '{"arrivedAmount": 100, "serviceCharge": 1}' } });
    await user.click(events().getByRole('button', { name: 'approve' }));
    expect(highlighted(diagram)).toBe('recharge.CREDITED');
    expect(logLines().at(-1)).toContain('PENDING_REVIEW → CREDITED');
  });

  it('disables an action the document forbids with the console’s reason, until its facts change', async () => {
    const user = userEvent.setup();
    await show(OutboundBatch);
    const facts = screen.getByRole('textbox', { name: /The document's facts/ });
    fireEvent.change(facts, { target: { value: '{"orderCount": 0}' } });
    await user.click(screen.getByRole('button', { name: 'Apply facts' }));
    expect(events().getByRole('button', { name: 'print' })).toBeDisabled();
    expect(events().getByText(en('business.blocked.batchEmpty'))).toBeInTheDocument();
    fireEvent.change(facts, { target: { value: '{"orderCount": 2}' } });
    await user.click(screen.getByRole('button', { name: 'Apply facts' }));
    expect(events().getByRole('button', { name: 'print' })).toBeEnabled();
  });
});

describe('shell simulator', () => {
  it('plays "refresh fails while three requests wait" with its fake call settled by hand', async () => {
    const user = userEvent.setup();
    const diagram = await show(RefreshFailsWhileThreeWait);
    expect(highlighted(diagram)).toBe('tokenRefresh.refreshing');
    expect(screen.getByText('waiters [3]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fail refreshTokens #1' }));
    expect(highlighted(diagram)).toBe('tokenRefresh.idle');
    for (const n of [1, 2, 3])
      expect(screen.getByText(`request ${n} failed: the refresh token has expired`)).toBeInTheDocument();
    expect(screen.getByText('emitted refresh.failed')).toBeInTheDocument();
    expect(screen.getByText('None.')).toBeInTheDocument();
  });
});
