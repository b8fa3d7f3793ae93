import { useTranslate } from '@tolgee/react';
import { PhotoThumbs } from '@/views/Business/shared/PhotoThumbs';

/** The photos of an inbound exception, named as such. */
export function ExceptionPhotos({ photos }: { photos: string[] }) {
  const { t } = useTranslate();
  return (
    <PhotoThumbs
      photos={photos}
      title={t('inbound.exception.photos')}
      nameOf={(index) => t('inbound.exception.photoNo', { no: index + 1 })}
    />
  );
}
