import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { en, zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

setupMockServer();
/** A whole message with its placeholders (given as NUL) matching any text. */
const messagePattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u0000', '.*')}$`);

afterEach(cleanup);

async function open(hash: string, storage: Record<string, string> = {}) {
  const app = renderApp(hash, storage);
  await act(() => signInAs(app.actor, 'admin'));
  return app;
}

describe('the table preview demos', () => {
  it('opens a row’s picture in the image viewer, on the page’s pictures', async () => {
    await open('#/components/table-image-preview');
    // wait for the whole first page, not just its first picture
    const buttons = await waitFor(
      () => {
        const found = screen.getAllByRole('button', {
          name: messagePattern(zh('rich.tablePreview.viewImage', { title: '\u0000' })),
        });
        expect(found).toHaveLength(10);
        return found;
      },
      { timeout: 8000 },
    );
    expect(screen.getByText(zh('rich.tablePreview.total', { total: 100 }))).toBeInTheDocument();
    fireEvent.click(buttons[2]);
    const viewer = await screen.findByRole('dialog');
    expect(
      within(viewer).getByText(zh('rich.imageViewer.counter', { index: 3, count: 10 })),
    ).toBeInTheDocument();
    expect(
      within(viewer).getAllByRole('button', {
        name: messagePattern(zh('rich.imageViewer.show', { index: '\u0000', name: '\u0000' })),
      }),
    ).toHaveLength(10);
  });

  it('plays a row’s video in a dialog, in English', async () => {
    await open('#/components/table-video-preview', { lang: 'en' });
    const play = await screen.findAllByRole('button', { name: /^Play the video of / }, { timeout: 8000 });
    fireEvent.click(play[0]);
    const dialog = await screen.findByRole('dialog');
    const player = within(dialog).getByRole('group');
    expect(player.querySelector('video')).toHaveAttribute('src', '/admin/mock-assets/sample.mp4');
    expect(within(dialog).getByRole('button', { name: en('rich.dialog.fullScreen') })).toBeInTheDocument();
  });
});
