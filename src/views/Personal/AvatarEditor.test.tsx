import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { openPersonalCenter, serverUserInfo } from './personal.test-support';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

const MB = 1024 * 1024;

/** Uploads seen by the mock server: a refused file must never get there. */
function watchUploads(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('UploadAvatar')) seen.push(request.url);
  });
  return seen;
}

// a person can switch the file dialog to "all files": the accept list does not protect the form
const person = () => userEvent.setup({ applyAccept: false });

describe('the avatar editor', () => {
  it('opens from the camera button on the profile card', async () => {
    const user = person();
    await openPersonalCenter({ lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Change avatar' }));
    expect(screen.getByRole('tab', { name: 'Avatar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeVisible();
  });

  it('refuses a 3 MB image before any upload, saying how large it is', async () => {
    const user = person();
    const app = await openPersonalCenter({ lang: 'en' });
    const uploads = watchUploads();
    await user.click(screen.getByRole('tab', { name: 'Avatar' }));
    const big = new File([new Uint8Array(3 * MB)], 'holiday.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose an image'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is 3.0 MB; images may be at most 2 MB',
    );
    expect(screen.queryByRole('slider', { name: 'Zoom' })).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(await serverUserInfo(app)).toMatchObject({ avatar: '' });
  });

  it('refuses a text file in Chinese, before any upload', async () => {
    const user = person();
    await openPersonalCenter();
    const uploads = watchUploads();
    await user.click(screen.getByRole('tab', { name: zh('personal.tabs.avatar') }));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(zh('personal.avatar.choose')), text);
    expect(await screen.findByRole('alert')).toHaveTextContent(zh('personal.rules.fileType'));
    expect(uploads).toEqual([]);
  });

  it('opens the cropper for an accepted image, and Cancel goes back', async () => {
    const user = person();
    await openPersonalCenter({ lang: 'en' });
    await user.click(screen.getByRole('tab', { name: 'Avatar' }));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose an image'), png);
    const panel = screen.getByRole('tabpanel', { name: 'Avatar' });
    expect(await within(panel).findByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: /Crop area/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save avatar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
  });
});
