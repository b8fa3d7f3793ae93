import {
  ActionIcon,
  Box,
  Button,
  Group,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconRefresh, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { downloadCanvas, drawCrop, type CropArea } from './crop-canvas';
import { useCropPreview } from './use-preview';
import classes from './ImageCropping.module.css';

export interface AspectChoice {
  /** shown on the button ("1:1") */
  label: string;
  value: number;
}

export const DEFAULT_ASPECTS: AspectChoice[] = [
  { label: '1:1', value: 1 },
  { label: '4:3', value: 4 / 3 },
  { label: '16:9', value: 16 / 9 },
  { label: '3:4', value: 3 / 4 },
];

export interface ImageCroppingProps {
  src: string;
  aspects?: AspectChoice[];
  /** index into `aspects`; default 0 */
  defaultAspect?: number;
  /** the downloaded file's name, default "cropped.png" */
  fileName?: string;
  /** the largest side of the downloaded image in px; default 2048 */
  maxOutputSide?: number;
  disabled?: boolean;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const PREVIEW_SIDE = 180;
const MIME = 'image/png';

/**
 * Crops an image: drag or arrow keys to move, a slider or the wheel to zoom, turn it by any angle,
 * choose the aspect; the crop is previewed live and downloads as a PNG.
 */
export function ImageCropping({
  src,
  aspects = DEFAULT_ASPECTS,
  defaultAspect = 0,
  fileName = 'cropped.png',
  maxOutputSide = 2048,
  disabled = false,
}: ImageCroppingProps) {
  const { t } = useTranslate();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [aspectIndex, setAspectIndex] = useState(defaultAspect);
  const [area, setArea] = useState<CropArea | null>(null);
  const { canvas, image, failed } = useCropPreview(src, area, rotation, PREVIEW_SIDE);
  const aspect = aspects[aspectIndex] ?? aspects[0] ?? DEFAULT_ASPECTS[0];
  const turn = (by: number) => setRotation((current) => ((((current + by + 180) % 360) + 360) % 360) - 180);
  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setRotation(0);
  };
  const download = () => {
    if (!image || !area) return;
    const output = document.createElement('canvas');
    if (drawCrop(output, image, area, rotation, maxOutputSide)) void downloadCanvas(output, fileName, MIME);
  };

  if (failed)
    return (
      <Text c="red" role="alert">
        {t('widgets.cropping.unreadable')}
      </Text>
    );
  return (
    <div className={classes.layout}>
      <Stack gap="sm" className={classes.editor}>
        <Box className={classes.stage} data-disabled={disabled || undefined}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={aspect.value}
            onCropChange={disabled ? () => undefined : setCrop}
            onZoomChange={disabled ? () => undefined : setZoom}
            onRotationChange={disabled ? () => undefined : setRotation}
            onCropComplete={(_area: Area, pixels: Area) => setArea(pixels)}
            cropperProps={{ role: 'group', 'aria-label': t('widgets.cropping.area') }}
          />
        </Box>
        <SegmentedControl
          value={String(aspectIndex)}
          onChange={(value) => setAspectIndex(Number(value))}
          data={aspects.map((choice, index) => ({ value: String(index), label: choice.label }))}
          aria-label={t('widgets.cropping.aspect')}
          disabled={disabled}
          fullWidth
        />
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" w={56}>
            {t('widgets.cropping.zoom')}
          </Text>
          <Slider
            flex={1}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={(value) => `${value.toFixed(1)}×`}
            thumbLabel={t('widgets.cropping.zoom')}
            disabled={disabled}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" w={56}>
            {t('widgets.cropping.rotate')}
          </Text>
          <Slider
            flex={1}
            min={-180}
            max={180}
            step={1}
            value={rotation}
            onChange={setRotation}
            label={(value) => `${value}°`}
            thumbLabel={t('widgets.cropping.rotate')}
            disabled={disabled}
          />
          <Tooltip label={t('widgets.cropping.rotateLeft')}>
            <ActionIcon
              variant="default"
              onClick={() => turn(-90)}
              aria-label={t('widgets.cropping.rotateLeft')}
              disabled={disabled}
            >
              <IconRotate2 size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('widgets.cropping.rotateRight')}>
            <ActionIcon
              variant="default"
              onClick={() => turn(90)}
              aria-label={t('widgets.cropping.rotateRight')}
              disabled={disabled}
            >
              <IconRotateClockwise2 size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
      <Stack gap="xs" align="center" className={classes.side}>
        <Text fz="sm" fw={500}>
          {t('widgets.cropping.preview')}
        </Text>
        <canvas
          ref={canvas}
          className={classes.preview}
          role="img"
          aria-label={t('widgets.cropping.previewLabel')}
        />
        {area ? (
          <Text fz="xs" c="dimmed">
            {t('widgets.cropping.size', { width: Math.round(area.width), height: Math.round(area.height) })}
          </Text>
        ) : null}
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={download}
          disabled={disabled || !image || !area}
        >
          {t('widgets.cropping.download')}
        </Button>
        <Button variant="subtle" leftSection={<IconRefresh size={16} />} onClick={reset} disabled={disabled}>
          {t('widgets.cropping.reset')}
        </Button>
      </Stack>
    </div>
  );
}
