import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/test/messages';
import { renderRich } from '@/test/render-rich';
import { ImageViewer } from './ImageViewer';
import { actionForKey, initialViewerState, viewerReducer, type ViewerAction } from './viewer-state';

afterEach(cleanup);

const IMAGES = [
  { src: '/a.svg', alt: 'Warehouse' },
  { src: '/b.svg', alt: 'Truck' },
  { src: '/c.svg', alt: 'Parcel' },
];

const press = (key: string) => fireEvent.keyDown(window, { key });
const image = () => screen.getByTestId('viewer-image');

describe('viewerReducer', () => {
  const run = (...actions: ViewerAction[]) => actions.reduce(viewerReducer, initialViewerState(0, 3));

  it('wraps around the gallery and starts each picture untransformed', () => {
    expect(run({ type: 'prev' }).index).toBe(2);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run({ type: 'zoom', factor: 2 }, { type: 'rotate', by: 90 }, { type: 'next' })).toMatchObject({
      index: 1,
      scale: 1,
      rotation: 0,
    });
  });

  it('keeps zoom between 25 % and 800 %, and pans only a zoomed picture', () => {
    expect(run({ type: 'zoom', factor: 100 }).scale).toBe(8);
    expect(run({ type: 'zoom', factor: 0.01 }).scale).toBe(0.25);
    expect(run({ type: 'pan', dx: 10, dy: 5 })).toMatchObject({ x: 0, y: 0 });
    expect(run({ type: 'zoom', factor: 2 }, { type: 'pan', dx: 10, dy: 5 })).toMatchObject({ x: 10, y: 5 });
    expect(
      run({ type: 'zoom', factor: 2 }, { type: 'pan', dx: 10, dy: 5 }, { type: 'zoom', factor: 0.5 }),
    ).toMatchObject({
      x: 0,
      y: 0,
    });
  });

  it('leaves keys it does not use to others', () => {
    expect(actionForKey('Escape')).toBeUndefined();
    expect(actionForKey('a')).toBeUndefined();
  });
});

describe('ImageViewer', () => {
  it('moves, zooms, turns and resets from the keyboard', () => {
    const onIndexChange = vi.fn();
    renderRich(
      <ImageViewer
        images={IMAGES}
        opened
        initialIndex={1}
        onClose={() => undefined}
        onIndexChange={onIndexChange}
      />,
    );
    expect(screen.getByText(en('rich.imageViewer.counter', { index: 2, count: 3 }))).toBeInTheDocument();
    expect(image()).toHaveAttribute('alt', 'Truck');
    press('ArrowRight');
    expect(image()).toHaveAttribute('alt', 'Parcel');
    press('ArrowRight');
    expect(image()).toHaveAttribute('alt', 'Warehouse');
    press('ArrowLeft');
    expect(image()).toHaveAttribute('alt', 'Parcel');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);

    press('+');
    press('+');
    expect(image()).toHaveAttribute('data-scale', '1.5625');
    expect(screen.getByRole('status', { name: en('rich.imageViewer.zoomLevel') })).toHaveTextContent('156%');
    press('-');
    expect(image()).toHaveAttribute('data-scale', '1.25');
    press('r');
    press('r');
    press('R');
    expect(image()).toHaveAttribute('data-rotation', '90');
    expect(image().style.transform).toBe('translate(0px, 0px) rotate(90deg) scale(1.25)');
    press('0');
    expect(image()).toHaveAttribute('data-scale', '1');
    expect(image()).toHaveAttribute('data-rotation', '0');
  });

  it('does the same from its buttons and thumbnails, and closes with Esc', () => {
    const onClose = vi.fn();
    renderRich(<ImageViewer images={IMAGES} opened onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: en('rich.imageViewer.zoomIn') }));
    fireEvent.click(screen.getByRole('button', { name: en('rich.imageViewer.rotateLeft') }));
    expect(image()).toHaveAttribute('data-scale', '1.25');
    expect(image()).toHaveAttribute('data-rotation', '-90');
    fireEvent.click(
      screen.getByRole('button', { name: en('rich.imageViewer.show', { index: 3, name: 'Parcel' }) }),
    );
    expect(image()).toHaveAttribute('alt', 'Parcel');
    expect(image()).toHaveAttribute('data-scale', '1');
    fireEvent.click(screen.getByRole('button', { name: en('rich.imageViewer.next') }));
    expect(image()).toHaveAttribute('alt', 'Warehouse');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when a picture cannot be loaded', () => {
    renderRich(<ImageViewer images={IMAGES.slice(0, 1)} opened onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: en('rich.imageViewer.next') })).toBeNull();
    fireEvent.error(image());
    expect(screen.getByText(en('rich.imageViewer.failed'))).toBeInTheDocument();
  });
});
