import { CloseButton, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useReducer, useState } from 'react';
import classes from './ImageViewer.module.css';
import { useStageGestures } from './use-stage-gestures';
import { actionForKey, initialViewerState, viewerReducer } from './viewer-state';
import { ViewerThumbnails } from './ViewerThumbnails';
import { ViewerToolbar } from './ViewerToolbar';

export interface ViewerImage {
  src: string;
  /** what the picture shows; also its caption */
  alt: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  opened: boolean;
  onClose: () => void;
  /** the picture shown first on opening */
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
}

function ViewerBody({ images, initialIndex, onClose, onIndexChange }: Omit<ImageViewerProps, 'opened'>) {
  const { t } = useTranslate();
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState(initialIndex ?? 0, images.length));
  const { stage, stageHandlers } = useStageGestures(dispatch);
  const [failed, setFailed] = useState<string | null>(null);
  const image = images[state.index];

  useEffect(() => {
    onIndexChange?.(state.index);
  }, [state.index, onIndexChange]);

  useWindowEvent('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = actionForKey(event.key);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  });

  return (
    <div className={classes.body}>
      <Group justify="space-between" wrap="nowrap" px="md" py="xs" className={classes.bar}>
        <Text c="gray.0" fz="sm" truncate>
          <span aria-live="polite">
            {t('rich.imageViewer.counter', { index: state.index + 1, count: state.count })}
          </span>
          {image ? ` · ${image.alt}` : ''}
        </Text>
        <CloseButton
          variant="subtle"
          c="gray.0"
          size="lg"
          aria-label={t('rich.imageViewer.close')}
          onClick={onClose}
        />
      </Group>
      <div
        ref={stage}
        className={classes.stage}
        data-zoomed={state.scale > 1 || undefined}
        onDoubleClick={() => dispatch(state.scale === 1 ? { type: 'zoom', factor: 2 } : { type: 'reset' })}
        {...stageHandlers}
      >
        {image && failed !== image.src ? (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            className={classes.image}
            draggable={false}
            data-testid="viewer-image"
            data-scale={state.scale}
            data-rotation={state.rotation}
            onError={() => setFailed(image.src)}
            style={{
              transform: `translate(${state.x}px, ${state.y}px) rotate(${state.rotation}deg) scale(${state.scale})`,
            }}
          />
        ) : (
          <Group gap="xs" c="gray.4">
            <IconPhotoOff size={28} />
            <Text>{t(image ? 'rich.imageViewer.failed' : 'rich.imageViewer.empty')}</Text>
          </Group>
        )}
      </div>
      <div className={classes.bar}>
        <ViewerToolbar state={state} dispatch={dispatch} />
        <Text c="gray.5" fz="xs" ta="center" visibleFrom="sm" mb={4}>
          {t('rich.imageViewer.keys')}
        </Text>
        {images.length > 1 ? (
          <ViewerThumbnails
            images={images}
            current={state.index}
            onPick={(index) => dispatch({ type: 'go', index })}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * A gallery over the page: zoom (wheel, pinch, buttons, + and -), turn (r, shift+r), pan a zoomed
 * picture, move between pictures (arrows, buttons, thumbnails), Esc to close. Each opening starts
 * afresh at `initialIndex`.
 */
export function ImageViewer({ images, opened, onClose, initialIndex = 0, onIndexChange }: ImageViewerProps) {
  const { t } = useTranslate();
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      transitionProps={{ transition: 'fade' }}
      classNames={{ content: classes.content }}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('rich.imageViewer.title')}>
        <ViewerBody
          images={images}
          initialIndex={initialIndex}
          onClose={onClose}
          onIndexChange={onIndexChange}
        />
      </Modal.Content>
    </Modal.Root>
  );
}
