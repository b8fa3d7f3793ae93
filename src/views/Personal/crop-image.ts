/** A rectangle in the image's own pixels, as react-easy-crop reports `croppedAreaPixels`. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SquareSource {
  x: number;
  y: number;
  size: number;
}

export const AVATAR_SIZE = 256;

/**
 * The square of the image to draw. The cropper's area is square up to rounding and may reach a pixel
 * past the edge; drawing from outside the image would leave a transparent strip, so the square is
 * shrunk to fit and moved inside, keeping its centre where it can.
 */
export function squareSource(area: PixelArea, image: { width: number; height: number }): SquareSource {
  const size = Math.max(1, Math.floor(Math.min(area.width, area.height, image.width, image.height)));
  const centreX = area.x + area.width / 2;
  const centreY = area.y + area.height / 2;
  const clamp = (start: number, limit: number) => Math.round(Math.min(Math.max(0, start), limit - size));
  return { x: clamp(centreX - size / 2, image.width), y: clamp(centreY - size / 2, image.height), size };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
      type,
      0.92,
    ),
  );
}

/**
 * Draws the chosen square of `src` onto a 256×256 canvas. WebP keeps the upload small; a browser
 * that cannot encode it hands back PNG, which the server accepts too.
 */
export async function cropToBlob(src: string, area: PixelArea, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const source = squareSource(area, { width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.size, source.size, 0, 0, size, size);
  return toBlob(canvas, 'image/webp');
}

/** The file as a data URL: unlike an object URL it needs no revoking when the editor goes away. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Unexpected read result.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** "3.0 MB". Rounded up, so a file just over the 2 MB limit does not read "2.0 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1)} MB`;
}
