import { useEffect, useState } from 'react';
import { watermarkImage } from './watermark-image';

export const WATERMARK_ATTRIBUTE = 'data-watermark';

const styleFor = (text: string) =>
  [
    'position: fixed',
    'inset: 0',
    'pointer-events: none',
    'z-index: 2147483000',
    'background-repeat: repeat',
    `background-image: ${watermarkImage(text)}`,
  ].join('; ');

/**
 * The DOM side of the watermark. It guards itself: a MutationObserver puts the layer back when
 * someone removes it or edits its style in the developer tools, since a watermark that can be
 * deleted that easily marks nothing.
 */
function createWatermark(parent: () => HTMLElement) {
  let text: string | null = null;
  let layer: HTMLDivElement | null = null;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    apply();
  });

  function apply() {
    if (text === null) return;
    const container = parent();
    if (!layer) {
      layer = document.createElement('div');
      layer.setAttribute(WATERMARK_ATTRIBUTE, '');
      layer.setAttribute('aria-hidden', 'true');
    }
    const style = styleFor(text);
    if (layer.getAttribute('style') !== style) layer.setAttribute('style', style);
    if (layer.parentNode !== container) container.appendChild(layer);
    observer.observe(container, { childList: true });
    observer.observe(layer, { attributes: true });
  }

  return {
    set(value: string) {
      observer.disconnect();
      text = value;
      apply();
    },
    clear() {
      observer.disconnect();
      text = null;
      layer?.remove();
      layer = null;
    },
  };
}

/** `setWatermark(text)` shows or changes a page watermark, `clear()` removes it; gone on unmount. */
export function useWatermark(parent: () => HTMLElement = () => document.body) {
  // created once: `parent` is read each time the watermark is applied
  const [watermark] = useState(() => createWatermark(parent));
  useEffect(() => () => watermark.clear(), [watermark]);
  return { setWatermark: watermark.set, clear: watermark.clear };
}
