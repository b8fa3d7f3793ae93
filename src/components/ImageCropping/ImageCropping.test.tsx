import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { ImageCropping } from './ImageCropping';

afterEach(cleanup);

const SRC = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/%3E';

describe('ImageCropping', () => {
  it('offers the aspects, zoom and rotation; a quarter turn moves the rotation slider', () => {
    renderWidget(<ImageCropping src={SRC} />, { lang: 'en' });
    expect(screen.getByRole('group', { name: en('widgets.cropping.area') })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '16:9' })).toBeInTheDocument();
    const rotation = screen.getByRole('slider', { name: en('widgets.cropping.rotate') });
    expect(rotation).toHaveAttribute('aria-valuenow', '0');
    fireEvent.click(screen.getByRole('button', { name: en('widgets.cropping.rotateRight') }));
    expect(rotation).toHaveAttribute('aria-valuenow', '90');
    fireEvent.click(screen.getByRole('button', { name: en('widgets.cropping.reset') }));
    expect(rotation).toHaveAttribute('aria-valuenow', '0');
    // nothing to download until the image has been measured and cropped
    expect(screen.getByRole('button', { name: en('widgets.cropping.download') })).toBeDisabled();
  });

  it('locks every control when disabled', () => {
    renderWidget(<ImageCropping src={SRC} disabled />, { lang: 'en' });
    expect(screen.getByRole('button', { name: en('widgets.cropping.rotateLeft') })).toBeDisabled();
    expect(screen.getByRole('button', { name: en('widgets.cropping.reset') })).toBeDisabled();
  });
});
