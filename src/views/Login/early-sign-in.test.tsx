import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { zh, zhPattern } from '@/test/messages';
import { renderApp } from '@/test/render-app';
import * as bindings from '@/api/bindings';
import { adoptDrawnSignIn, pressReleased, takeEarlyInput } from './early-sign-in';

setupMockServer();

/** The sign-in page as the build draws it into index.html: its form's fields, without the console. */
function drawSignIn() {
  const drawn = document.createElement('div');
  drawn.setAttribute('data-prerendered', '');
  drawn.innerHTML = `
    <form>
      <input type="text" autocomplete="username" aria-label="drawn username">
      <input type="password" autocomplete="current-password" aria-label="drawn password">
      <input type="checkbox" checked aria-label="drawn remember me">
      <button type="submit">drawn submit</button>
    </form>`;
  document.body.append(drawn);
  return drawn;
}

/** What React does to the drawn page when the console renders: takes it away. */
const replace = (drawn: HTMLElement) => drawn.remove();

afterEach(() => {
  cleanup();
  document.querySelector('[data-prerendered]')?.remove();
  document.documentElement.removeAttribute('data-prerender');
  window.__outpostEarlySubmit = false;
  window.__outpostPressed = false;
  takeEarlyInput(); // nothing adopted left over for the next test
});

describe('the drawn sign-in page', () => {
  it('hands over what was typed and a submit asked for: the console signs in with it', async () => {
    const user = userEvent.setup();
    const drawn = drawSignIn();
    expect(adoptDrawnSignIn()).toBe(true);
    await user.type(screen.getByLabelText('drawn username'), 'admin');
    await user.type(screen.getByLabelText('drawn password'), 'admin');
    window.__outpostEarlySubmit = true; // index.html's script, on the drawn form's submit
    replace(drawn);

    renderApp('#/login');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/workplace'));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(/Administrator/);
  });

  it('puts the focus back where it was, with the value, and submits nothing not asked for', async () => {
    const user = userEvent.setup();
    const drawn = drawSignIn();
    adoptDrawnSignIn();
    await user.type(screen.getByLabelText('drawn username'), 'sell');
    replace(drawn);

    renderApp('#/login');
    const username = await screen.findByRole('textbox', { name: zhPattern('access.fields.username') });
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveValue('sell');
    // the person goes on typing where they were
    await user.keyboard('er');
    expect(username).toHaveValue('seller');
    expect(window.location.hash).toBe('#/login');
    expect(screen.queryByText(zh('access.rules.passwordRequired'))).not.toBeInTheDocument();
  });

  it('gets the back-end ready for someone who typed in the drawn form, without waiting for a focus', async () => {
    const prepare = vi.spyOn(bindings, 'prepareBackend');
    try {
      const user = userEvent.setup();
      const drawn = drawSignIn();
      adoptDrawnSignIn();
      await user.type(screen.getByLabelText('drawn username'), 'admin');
      // then on to something else on the page: the console's form gets no focus to react to
      const elsewhere = document.createElement('button');
      elsewhere.textContent = 'elsewhere';
      document.body.append(elsewhere);
      await user.click(elsewhere);
      replace(drawn);

      renderApp('#/login');
      const username = await screen.findByRole('textbox', { name: zhPattern('access.fields.username') });
      expect(username).toHaveValue('admin');
      expect(username).not.toHaveFocus();
      expect(prepare).toHaveBeenCalled();
    } finally {
      prepare.mockRestore();
      document.querySelector('body > button')?.remove();
    }
  });

  it('follows the focus a script moves from one drawn field to the other', async () => {
    const drawn = drawSignIn();
    adoptDrawnSignIn();
    // in one task, as a test driver or a password manager does: the username field's focusout is
    // checked after the password field's focusin
    screen.getByLabelText('drawn username').focus();
    screen.getByLabelText('drawn password').focus();
    await Promise.resolve();
    replace(drawn);

    renderApp('#/login');
    const password = await screen.findByLabelText(zhPattern('access.fields.password', true));
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('adopts nothing for a visitor the drawn page is not for, nor when there is none', () => {
    expect(adoptDrawnSignIn()).toBe(false);
    drawSignIn();
    document.documentElement.setAttribute('data-prerender', 'off');
    expect(adoptDrawnSignIn()).toBe(false);
    expect(takeEarlyInput()).toBeUndefined();
  });

  it('waits for a press held on the drawn page to end, and for its click, before the page is replaced', async () => {
    await expect(pressReleased()).resolves.toBeUndefined();

    window.__outpostPressed = true; // index.html's script, on pointerdown
    const order: string[] = [];
    const released = pressReleased().then(() => order.push('replaced'));
    await Promise.resolve();
    expect(order).toEqual([]);
    window.dispatchEvent(new PointerEvent('pointerup'));
    // the click is delivered in the same task as the release, before the page goes
    window.dispatchEvent(new MouseEvent('click'));
    order.push('clicked');
    await released;
    expect(order).toEqual(['clicked', 'replaced']);
  });
});
