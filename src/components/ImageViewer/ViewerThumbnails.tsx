import { useTranslate } from '@tolgee/react';
import classes from './ImageViewer.module.css';
import type { ViewerImage } from './ImageViewer';

/** The gallery as a strip of small pictures; the current one is marked. */
export function ViewerThumbnails({
  images,
  current,
  onPick,
}: {
  images: readonly ViewerImage[];
  current: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslate();
  return (
    <div className={classes.thumbnails} role="group" aria-label={t('rich.imageViewer.thumbnails')}>
      {images.map((image, index) => (
        <button
          key={`${image.src}-${index}`}
          type="button"
          className={classes.thumbnail}
          aria-current={index === current || undefined}
          aria-label={t('rich.imageViewer.show', { index: index + 1, name: image.alt })}
          onClick={() => onPick(index)}
        >
          <img src={image.src} alt="" draggable={false} />
        </button>
      ))}
    </div>
  );
}
