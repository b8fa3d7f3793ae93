/** A rectangle in the rotated image's pixels, as react-easy-crop reports `croppedAreaPixels`. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The box a `width`×`height` image needs once turned by `degrees`. */
export function rotatedBounds(width: number, height: number, degrees: number) {
  const angle = radians(degrees);
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/** The output size: the crop's own pixels, scaled down so neither side passes `maxSide`. */
export function outputSize(area: CropArea, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height, 1));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
    scale,
  };
}

/**
 * Draws the cropped, rotated part of `image` onto `canvas`, at most `maxSide` pixels on a side. The
 * image is turned about the centre of its rotated bounds, where react-easy-crop measures the area.
 */
export function drawCrop(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  area: CropArea,
  rotation: number,
  maxSide = 1024,
): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  const { width, height, scale } = outputSize(area, maxSide);
  const natural = { width: image.naturalWidth || image.width, height: image.naturalHeight || image.height };
  const bounds = rotatedBounds(natural.width, natural.height, rotation);
  canvas.width = width;
  canvas.height = height;
  context.imageSmoothingQuality = 'high';
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  context.scale(scale, scale);
  context.translate(-area.x, -area.y);
  context.translate(bounds.width / 2, bounds.height / 2);
  context.rotate(radians(rotation));
  context.translate(-natural.width / 2, -natural.height / 2);
  context.drawImage(image, 0, 0, natural.width, natural.height);
  return true;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = src;
  });
}

/** Saves the canvas as a file through a temporary link. */
export function downloadCanvas(canvas: HTMLCanvasElement, fileName: string, type: string): Promise<void> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          reject(new Error('The canvas could not be encoded.'));
          return;
        }
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.click();
        // the click has handed the file to the browser; the URL is not needed after this turn
        setTimeout(() => URL.revokeObjectURL(url), 0);
        resolve();
      },
      type,
      0.92,
    ),
  );
}
