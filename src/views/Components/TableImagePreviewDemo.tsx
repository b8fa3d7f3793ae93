import { Image, UnstyledButton } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { ImageViewer, type ViewerImage } from '@/components/ImageViewer/ImageViewer';
import { DemoPage, DemoSection } from './DemoPage';
import { ExampleMediaTable } from './rich/ExampleMediaTable';

/** `/components/table-image-preview`: each row's picture opens the image viewer on the page's pictures. */
export default function TableImagePreviewDemo() {
  const { t } = useTranslate();
  const [viewer, setViewer] = useState<{ images: ViewerImage[]; index: number } | null>(null);
  // the pictures stay while the viewer fades out
  const [opened, setOpened] = useState(false);

  return (
    <DemoPage title={t('router.tableImagePreview')} description={t('rich.tablePreview.imageDescription')}>
      <DemoSection>
        <ExampleMediaTable
          mediaHeader={t('rich.tablePreview.image')}
          renderMedia={(record, index, rows) => (
            <UnstyledButton
              aria-label={t('rich.tablePreview.viewImage', { title: record.title })}
              onClick={() => {
                setViewer({ images: rows.map((row) => ({ src: row.image_uri, alt: row.title })), index });
                setOpened(true);
              }}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: '1px solid var(--mantine-color-default-border)',
              }}
            >
              <Image src={record.image_uri} alt="" w={56} h={40} fit="contain" />
            </UnstyledButton>
          )}
        />
      </DemoSection>
      <ImageViewer
        images={viewer?.images ?? []}
        opened={opened}
        initialIndex={viewer?.index ?? 0}
        onClose={() => setOpened(false)}
      />
    </DemoPage>
  );
}
