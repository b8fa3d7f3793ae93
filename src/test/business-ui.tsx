import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { en, zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

// Helpers for the tests of business screens: open the console as a user, fill a schema form's
// fields by their labels, choose in a Mantine select, and read the message at a field.

export type Lang = 'zh-CN' | 'en';
export const textOf = (lang: Lang) => (lang === 'en' ? en : zh);

/** The console at `hash` in `lang`, signed in as `user`. */
export async function openAs(hash: string, user: string, lang: Lang = 'zh-CN') {
  const app = renderApp(hash, lang === 'en' ? { lang: 'en' } : {});
  await act(() => signInAs(app.actor, user));
  return app;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's accessible name starts with its label (a required mark may follow). */
export const labelled = (text: string) => new RegExp(`^${escape(text)}`);

/** Types a whole value at once (character by character re-renders the form each time). */
export function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export function textbox(scope: HTMLElement, label: string) {
  return within(scope).getByRole('textbox', { name: labelled(label) });
}

/** Chooses `option` in the Mantine select named `label`. */
export async function choose(scope: HTMLElement, label: string, option: string | RegExp) {
  const input = within(scope).getByRole('combobox', { name: labelled(label) });
  // a select whose options are still loading is disabled: a person waits until it can be opened
  await waitFor(() => {
    if ((input as HTMLInputElement).disabled) throw new Error(`${label} is still disabled`);
  });
  fireEvent.click(input);
  const listId = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    if (!id) throw new Error(`the list of ${label} did not open`);
    return id;
  });
  const listbox = document.getElementById(listId);
  if (!listbox) throw new Error(`no list ${listId}`);
  // the dropdown is still in its opening transition: its options count as hidden until it ends
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/** The error message of the field labelled `label` in `scope`: the control is invalid and described by it. */
export async function expectFieldMessage(scope: HTMLElement, label: string, message: string) {
  await waitFor(() => {
    const [element] = within(scope).getAllByText(labelled(label), { selector: 'label' });
    const control = document.getElementById(element.getAttribute('for') ?? '');
    expect(control?.getAttribute('aria-invalid')).toBe('true');
    const described = (control?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain(message);
  });
}
