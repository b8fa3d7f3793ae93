import { Group, Image, Modal, Skeleton, UnstyledButton } from '@mantine/core';
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

/** A photo of a document: the file is fetched with the session's token, then shown from memory. */
function Photo({
  url,
  name,
  size,
  onOpen,
}: {
  url: string;
  name: string;
  size: number;
  onOpen: (src: string) => void;
}) {
  const photo = useServerData(['photo', url], () => download(url).then(asDataUrl));
  const src = photo.data ?? null;
  if (!src) return <Skeleton w={size} h={size} radius="sm" role="img" aria-label={name} />;
  return (
    <UnstyledButton onClick={() => onOpen(src)} aria-label={name}>
      <Image src={src} w={size} h={size} radius="sm" fit="cover" alt={name} />
    </UnstyledButton>
  );
}

export interface PhotoThumbsProps {
  photos: string[];
  /** The large view's title (what the photos are of). */
  title: string;
  /** Each thumbnail's name (a button that opens it large). */
  nameOf: (index: number) => string;
  /** Thumbnail edge in px. */
  size?: number;
}

/** Thumbnails of a document's photos (buttons: Enter or a click opens one large). */
export function PhotoThumbs({ photos, title, nameOf, size = 48 }: PhotoThumbsProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <Group gap={4} wrap="wrap">
        {photos.map((url, index) => (
          <Photo key={url} url={url} name={nameOf(index)} size={size} onOpen={setOpen} />
        ))}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={title} size="xl" centered>
        {open ? <Image src={open} alt={title} fit="contain" mah="75vh" /> : null}
      </Modal>
    </>
  );
}
