import QRCodeLib, { type QRCodeErrorCorrectionLevel, type QRCodeRenderersOptions } from 'qrcode';

export type QrLevel = QRCodeErrorCorrectionLevel & ('L' | 'M' | 'Q' | 'H');
export const QR_LEVELS: QrLevel[] = ['L', 'M', 'Q', 'H'];

export interface QrSettings {
  text: string;
  size: number;
  fg: string;
  bg: string;
  level: QrLevel;
  /** image URL drawn in the centre */
  logo?: string;
}

/** What `qrcode` is asked to draw: kept apart from the drawing so the wiring can be tested. */
export function qrOptions({ size, fg, bg, level }: QrSettings): QRCodeRenderersOptions {
  return { width: size, margin: 2, color: { dark: fg, light: bg }, errorCorrectionLevel: level };
}

/** The centre logo covers a fifth of the side: level H still reads with that much hidden. */
export const logoBox = (size: number) => {
  const side = Math.round(size / 5);
  return { x: Math.round((size - side) / 2), y: Math.round((size - side) / 2), side };
};

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`logo ${src} could not be loaded`));
    image.src = src;
  });
}

export async function drawQr(canvas: HTMLCanvasElement, settings: QrSettings): Promise<void> {
  await QRCodeLib.toCanvas(canvas, settings.text, qrOptions(settings));
  if (!settings.logo) return;
  const image = await loadImage(settings.logo);
  const context = canvas.getContext('2d');
  if (!context) return;
  const { x, y, side } = logoBox(settings.size);
  const pad = Math.max(2, Math.round(side / 10));
  context.fillStyle = settings.bg;
  context.fillRect(x - pad, y - pad, side + pad * 2, side + pad * 2);
  context.drawImage(image, x, y, side, side);
}

/** Saves the canvas as a PNG file through a temporary link. */
export function downloadCanvas(canvas: HTMLCanvasElement, fileName = 'qrcode.png'): void {
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  link.click();
}
