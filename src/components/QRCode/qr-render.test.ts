import QRCodeLib from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawQr, logoBox, qrOptions } from './qr-render';

// a spy, not a module mock: the component tests share their workers' modules (vite.config.ts)
let toCanvas: ReturnType<typeof spyOnToCanvas>;
const spyOnToCanvas = () =>
  vi.spyOn(QRCodeLib, 'toCanvas').mockImplementation((() => Promise.resolve()) as never);

const settings = { text: 'SKU-001', size: 240, fg: '#112233', bg: '#fafafa', level: 'H' as const };

beforeEach(() => {
  toCanvas = spyOnToCanvas();
});
afterEach(() => toCanvas.mockRestore());

describe('the QR code wiring', () => {
  it('passes text, size, colours and level to the library', async () => {
    const canvas = document.createElement('canvas');
    await drawQr(canvas, settings);
    expect(toCanvas).toHaveBeenCalledWith(canvas, 'SKU-001', {
      width: 240,
      margin: 2,
      color: { dark: '#112233', light: '#fafafa' },
      errorCorrectionLevel: 'H',
    });
  });

  it('follows every setting', () => {
    expect(qrOptions({ ...settings, size: 120, fg: '#000', bg: '#fff', level: 'L' })).toEqual({
      width: 120,
      margin: 2,
      color: { dark: '#000', light: '#fff' },
      errorCorrectionLevel: 'L',
    });
  });

  it('centres a logo a fifth of the side', () => {
    expect(logoBox(200)).toEqual({ x: 80, y: 80, side: 40 });
  });
});
