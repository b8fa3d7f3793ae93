import { useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Slider, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { AVATAR_ACCEPT } from './AvatarDropArea';
import type { PixelArea } from './crop-image';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

interface AvatarCropperProps {
  image: string;
  saving: boolean;
  onSave: (area: PixelArea) => void;
  onCancel: () => void;
  onFile: (file: File) => void;
  onUnreadable: () => void;
}

/** A square crop of the chosen image: drag (or arrow keys) to move, the slider or the wheel to zoom. */
export function AvatarCropper({ image, saving, onSave, onCancel, onFile, onUnreadable }: AvatarCropperProps) {
  const { t } = useTranslate();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<PixelArea | null>(null);
  const resetRef = useRef<() => void>(null);
  const pick = (file: File | null) => {
    resetRef.current?.();
    if (file) onFile(file);
  };

  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        w="100%"
        maw={360}
        bg="dark.7"
        style={{ aspectRatio: '1 / 1', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => setArea(pixels)}
          mediaProps={{ onError: onUnreadable }}
          cropperProps={{ role: 'group', 'aria-label': t('personal.avatar.cropper') }}
        />
      </Box>
      <Group gap="xs" wrap="nowrap" maw={360}>
        <IconZoomOut size={16} aria-hidden />
        <Slider
          flex={1}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${value.toFixed(1)}×`}
          thumbLabel={t('personal.avatar.zoom')}
          disabled={saving}
        />
        <IconZoomIn size={16} aria-hidden />
      </Group>
      <Text fz="xs" c="dimmed" maw={360}>
        {t('personal.avatar.cropper')}
      </Text>
      <Group gap="sm">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          onClick={() => area && onSave(area)}
          disabled={!area}
          loading={saving}
        >
          {t('personal.avatar.save')}
        </Button>
        <FileButton onChange={pick} accept={AVATAR_ACCEPT} resetRef={resetRef} disabled={saving}>
          {(props) => (
            <Button {...props} variant="default" disabled={saving}>
              {t('personal.avatar.chooseAnother')}
            </Button>
          )}
        </FileButton>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={saving}>
          {t('personal.avatar.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
