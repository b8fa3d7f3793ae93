import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ExampleRecord } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet } from '../../../server/areas/samples/data/testing';
import { zh } from '@/test/messages';

// Helpers of the example pages' tests (imported by *.test.tsx only).

export async function firstRecords(count = 10): Promise<ExampleRecord[]> {
  return (await mockGet<PageResult<ExampleRecord>>(`example/list?pageIndex=1&pageSize=${count}`, 'zh-CN'))
    .data.list;
}

export const table = (name: string) => screen.getByRole('table', { name });

/** The titles in the table's rows, top to bottom. */
export function rowTitles(name: string): string[] {
  const rows = within(table(name)).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

/** Fills the example form: title, author and importance (1–3). */
export async function fillExampleForm(
  form: HTMLElement,
  values: { title: string; author: string; importance?: number },
) {
  const title = within(form).getByRole('textbox', { name: new RegExp(`^${zh('example.fields.title')}`) });
  fireEvent.change(title, { target: { value: values.title } });
  const author = within(form).getByRole('textbox', { name: new RegExp(`^${zh('example.fields.author')}`) });
  fireEvent.change(author, { target: { value: values.author } });
  if (values.importance)
    await choose(form, zh('example.fields.importance'), zh(`example.importance.${values.importance}`));
}

/** Waits for a notification (toast) with this text; one shows at a time (seed §9), so it may queue. */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), { timeout: 10000 });
}

/**
 * Picks an option of a Mantine select. The test DOM has no layout, so the dropdown counts as detached
 * and stays hidden: its options are found hidden, through the listbox the combobox controls.
 */
export async function choose(container: HTMLElement, label: string, option: string) {
  const combobox = within(container).getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const found = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/**
 * Waits for a page reached by navigation. Polls with plain timers and a cheap check: the testing
 * library's waitFor re-queries the whole console on every DOM change, and while the route's progress
 * bar animates that keeps the lazy page's chunk from ever arriving.
 */
export async function until(check: () => boolean, what: string, timeout = 20000) {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} did not show within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const untilText = (text: string) =>
  until(() => document.body.textContent?.includes(text) ?? false, `"${text}"`);

/** Waits for the heading of a page reached by navigation (the breadcrumb names the page sooner). */
export const untilHeading = (text: string) =>
  until(
    () => [...document.querySelectorAll('h2')].some((heading) => heading.textContent === text),
    `heading "${text}"`,
  );
