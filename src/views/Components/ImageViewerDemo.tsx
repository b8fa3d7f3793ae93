import { Button, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import { ImageViewer } from '@/components/ImageViewer/ImageViewer';
import { DemoPage, DemoSection } from './DemoPage';
import { ILLUSTRATIONS, illustrationUrl } from './rich/illustrations';
import { KeyList } from './rich/KeyList';

/** `/components/image-viewer`: a gallery opened over the page, with zoom, turn, pan and keys. */
export default function ImageViewerDemo() {
  const { t } = useTranslate();
  const [opened, setOpened] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const images = useMemo(
    () => ILLUSTRATIONS.map((name) => ({ src: illustrationUrl(name), alt: t(`rich.images.${name}`) })),
    [t],
  );

  return (
    <DemoPage title={t('router.imageViewer')} description={t('rich.imageViewerDemo.description')}>
      <DemoSection title={t('rich.imageViewerDemo.gallery')}>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
          {images.map((image, index) => (
            <UnstyledButton
              key={image.src}
              onClick={() => setOpened(index)}
              aria-label={t('rich.imageViewerDemo.open', { name: image.alt })}
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                padding: 8,
              }}
            >
              <Image src={image.src} alt="" h={90} fit="contain" />
              <Text fz="xs" ta="center" mt={4}>
                {image.alt}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Button mt="md" onClick={() => setOpened(current)}>
          {t('rich.imageViewerDemo.openGallery')}
        </Button>
        <Text c="dimmed" fz="xs" mt="xs">
          {t('rich.imageViewerDemo.lastSeen', { name: images[current]?.alt ?? '' })}
        </Text>
      </DemoSection>
      <DemoSection title={t('rich.common.keyboard')}>
        <KeyList
          items={[
            { keys: ['←', '→'], label: t('rich.imageViewerDemo.keys.move') },
            { keys: ['+', '-'], label: t('rich.imageViewerDemo.keys.zoom') },
            { keys: ['R', 'Shift+R'], label: t('rich.imageViewerDemo.keys.rotate') },
            { keys: ['0'], label: t('rich.imageViewerDemo.keys.reset') },
            { keys: ['Esc'], label: t('rich.imageViewerDemo.keys.close') },
          ]}
        />
        <Text c="dimmed" fz="sm" mt="sm">
          {t('rich.imageViewerDemo.gestures')}
        </Text>
      </DemoSection>
      <ImageViewer
        images={images}
        opened={opened !== null}
        initialIndex={opened ?? 0}
        onClose={() => setOpened(null)}
        onIndexChange={setCurrent}
      />
    </DemoPage>
  );
}
