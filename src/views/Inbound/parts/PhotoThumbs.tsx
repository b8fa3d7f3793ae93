import { Group, Image, Modal, Skeleton, UnstyledButton } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useServerData } from '@/app/use-server-data';
import { download } from '@/api/business/request';

/** A fetched file as a data address an <img> can show; nothing to release when the photo goes. */
const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });

/** A photo of an exception: the file is fetched with the session's token, then shown from memory. */
function Photo({ url, index, onOpen }: { url: string; index: number; onOpen: (src: string) => void }) {
  const { t } = useTranslate();
  const photo = useServerData(['photo', url], () => download(url).then(asDataUrl));
  const src = photo.data ?? null;
  const name = t('inbound.exception.photoNo', { no: index + 1 });
  if (!src) return <Skeleton w={48} h={48} radius="sm" aria-label={name} />;
  return (
    <UnstyledButton onClick={() => onOpen(src)} aria-label={name}>
      <Image src={src} w={48} h={48} radius="sm" fit="cover" alt={name} />
    </UnstyledButton>
  );
}

export function PhotoThumbs({ photos }: { photos: string[] }) {
  const { t } = useTranslate();
  const [open, setOpen] = useState<string | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <Group gap={4} wrap="wrap">
        {photos.map((url, index) => (
          <Photo key={url} url={url} index={index} onOpen={setOpen} />
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('inbound.exception.photos')}
        size="xl"
        centered
      >
        {open ? <Image src={open} alt={t('inbound.exception.photos')} fit="contain" mah="75vh" /> : null}
      </Modal>
    </>
  );
}
