import { useEffect, useRef, useState } from 'react';
import { drawCrop, loadImage, type CropArea } from './crop-canvas';

/**
 * The decoded image and a canvas showing the current crop, redrawn as the area or the rotation
 * changes. `failed` when the image cannot be decoded.
 */
export function useCropPreview(src: string, area: CropArea | null, rotation: number, maxSide: number) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<{ src: string; element: HTMLImageElement } | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadImage(src).then(
      (element) => current && setImage({ src, element }),
      () => current && setFailedSrc(src),
    );
    return () => {
      current = false;
    };
  }, [src]);

  const loaded = image?.src === src ? image.element : null;
  useEffect(() => {
    if (loaded && area && canvas.current) drawCrop(canvas.current, loaded, area, rotation, maxSide);
  }, [loaded, area, rotation, maxSide]);

  return { canvas, image: loaded, failed: failedSrc === src };
}
