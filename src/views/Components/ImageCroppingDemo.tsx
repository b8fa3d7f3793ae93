import { Button, FileButton, Group } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { ImageCropping } from '@/components/ImageCropping/ImageCropping';
import { DemoPage, DemoSection, DemoSwitch } from './DemoPage';
import { SAMPLE_IMAGE } from './image-cropping/sample-image';

/** A chosen file as an object URL, released when replaced or on leaving. */
function useFileUrl() {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return [url, (file: File | null) => setUrl(file ? URL.createObjectURL(file) : undefined)] as const;
}

/** `/components/image-cropping`: crop the sample or one's own image; aspect, zoom, rotate, download. */
export default function ImageCroppingDemo() {
  const { t } = useTranslate();
  const [uploaded, setUploaded] = useFileUrl();
  const [disabled, setDisabled] = useState(false);
  const src = uploaded ?? SAMPLE_IMAGE;

  return (
    <DemoPage title={t('router.imageCropping')} description={t('widgets.cropping.description')}>
      <DemoSection>
        <Group gap="sm" mb="md">
          <FileButton accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml" onChange={setUploaded}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />}>
                {t('widgets.cropping.choose')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconPhoto size={16} />}
            onClick={() => setUploaded(null)}
            disabled={!uploaded}
          >
            {t('widgets.cropping.sample')}
          </Button>
          <DemoSwitch label={t('widgets.common.disabled')} checked={disabled} onChange={setDisabled} />
        </Group>
        <ImageCropping key={src} src={src} disabled={disabled} />
      </DemoSection>
    </DemoPage>
  );
}
