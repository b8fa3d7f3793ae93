/**
 * The sign-in form the build draws into index.html (scripts/vite-prerender.ts) takes input before the
 * console's code is in: what was typed there, where the focus was and a submit asked for carry over
 * to the console's own form when it replaces the drawn one, so nothing a person did is lost.
 */

/** The drawn page's wrapper in #root. */
const DRAWN = '[data-prerendered]';

/** What the drawn form held when the console's form replaced it. */
export interface EarlyInput {
  username: string;
  password: string;
  rememberMe: boolean;
  /** the field the focus was in: the console's form puts it back there */
  focus?: 'username' | 'password';
  /** the form was submitted before the console could act on it */
  submit: boolean;
}

declare global {
  interface Window {
    /** set by index.html's script when the drawn form is submitted */
    __outpostEarlySubmit?: boolean;
    /** set by index.html's script while a pointer is pressed down on the page */
    __outpostPressed?: boolean;
  }
}

let adopted: { form: HTMLFormElement; focused: () => EarlyInput['focus'] } | undefined;

const fieldOf = (element: EventTarget | null): EarlyInput['focus'] => {
  const autocomplete = element instanceof HTMLInputElement ? element.autocomplete : '';
  if (autocomplete === 'username' || autocomplete === 'email') return 'username';
  if (autocomplete === 'current-password') return 'password';
  return undefined;
};

/**
 * Called once before the console's first render (main.tsx): keeps hold of the drawn form, whose
 * elements stay readable after React has replaced them, and follows its focus. A visitor the drawn
 * page is not for (index.html's script turned it off) has nothing to adopt. Answers whether the drawn
 * page is shown.
 */
export function adoptDrawnSignIn(doc: Document = document): boolean {
  const wrapper = doc.querySelector(DRAWN);
  const form = wrapper?.querySelector('form');
  if (!form || doc.documentElement.getAttribute('data-prerender') === 'off') return false;
  let focused = fieldOf(doc.activeElement);
  form.addEventListener('focusin', (event) => (focused = fieldOf(event.target)));
  form.addEventListener('focusout', () => {
    // leaving the form for elsewhere on the page: not the drawn form being taken away, nor a move to
    // its other field (whose focusin may come before this check, when a script moved the focus)
    queueMicrotask(() => {
      if (form.isConnected && !form.contains(doc.activeElement)) focused = undefined;
    });
  });
  adopted = { form, focused: () => focused };
  return true;
}

/**
 * What the drawn form held, once (the console's sign-in form asks as it mounts, after React has
 * replaced the drawn page); undefined when there was none or nothing was done in it.
 */
export function takeEarlyInput(): EarlyInput | undefined {
  if (!adopted) return undefined;
  const { form, focused } = adopted;
  adopted = undefined;
  const input = (selector: string) => form.querySelector<HTMLInputElement>(selector);
  const early: EarlyInput = {
    username: input('input[autocomplete="username"], input[autocomplete="email"]')?.value ?? '',
    password: input('input[autocomplete="current-password"]')?.value ?? '',
    rememberMe: input('input[type="checkbox"]')?.checked ?? false,
    focus: focused(),
    submit: window.__outpostEarlySubmit === true,
  };
  window.__outpostEarlySubmit = false;
  return early;
}

/**
 * Settles when no press is held on the drawn page, and the click a held one ends in has been
 * delivered: a press that began on the drawn page and ended on the console's (the button replaced in
 * between) would be no click at all, and the sign-in it asked for would be lost. The console then
 * replaces the page in one synchronous render (main.tsx), so no press can straddle the replacement.
 */
export function pressReleased(win: Window = window): Promise<void> {
  if (!win.__outpostPressed) return Promise.resolve();
  return new Promise((resolve) => {
    const released = () => {
      win.removeEventListener('pointerup', released, true);
      win.removeEventListener('pointercancel', released, true);
      // the click follows the release in the same task: the page is replaced in the next one
      setTimeout(resolve, 0);
    };
    win.addEventListener('pointerup', released, true);
    win.addEventListener('pointercancel', released, true);
  });
}
