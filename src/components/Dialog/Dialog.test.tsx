import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/test/messages';
import { renderRich } from '@/test/render-rich';
import { Dialog } from './Dialog';

afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  const onClose = vi.fn();
  renderRich(
    <Dialog opened onClose={onClose} title="Carton" {...props}>
      <input aria-label="Note" />
    </Dialog>,
  );
  const content = () => screen.getByRole('dialog');
  return { onClose, content };
}

describe('Dialog', () => {
  it('toggles full screen from its header and back', () => {
    const { content } = renderDialog();
    const toggle = screen.getByRole('button', { name: en('rich.dialog.fullScreen') });
    expect(content()).not.toHaveAttribute('data-full-screen');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(content()).toHaveAttribute('data-full-screen');
    // full screen has nothing to resize
    expect(screen.queryByRole('button', { name: en('rich.dialog.resize') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en('rich.dialog.exitFullScreen') }));
    expect(content()).not.toHaveAttribute('data-full-screen');
  });

  it('closes with Esc and from its close button', () => {
    const { onClose, content } = renderDialog();
    fireEvent.keyDown(content(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en('rich.dialog.close') }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('moves by its header and grows by its handle', () => {
    const { content } = renderDialog();
    const header = screen.getByText('Carton').parentElement as HTMLElement;
    fireEvent.pointerDown(header, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 250, clientY: 140 });
    fireEvent.pointerUp(header, { pointerId: 1 });
    expect(content().style.translate).toBe('150px 40px');
    const handle = screen.getByRole('button', { name: en('rich.dialog.resize') });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(content().style.getPropertyValue('--modal-content-height')).not.toBe('');
    expect(content().style.getPropertyValue('--modal-content-flex')).toMatch(/^0 0 \d+px$/);
  });

  it('offers no moving, resizing or full screen when they are turned off', () => {
    renderDialog({ draggable: false, resizable: false, fullScreenToggle: false });
    expect(screen.queryByRole('button', { name: en('rich.dialog.fullScreen') })).toBeNull();
    expect(screen.queryByRole('button', { name: en('rich.dialog.resize') })).toBeNull();
    expect(screen.getByText('Carton').parentElement).not.toHaveAttribute('data-draggable');
  });
});
