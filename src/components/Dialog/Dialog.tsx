import { ActionIcon, Modal, Tooltip, type ModalRootProps } from '@mantine/core';
import { IconArrowsDiagonalMinimize2, IconArrowsMaximize } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import classes from './Dialog.module.css';
import { useDragResize } from './use-drag-resize';

export interface DialogProps extends Omit<
  ModalRootProps,
  'title' | 'children' | 'fullScreen' | 'classNames' | 'styles'
> {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** under the body, outside its scroll: the dialog's buttons */
  footer?: ReactNode;
  /** moved by dragging its header */
  draggable?: boolean;
  /** resized by dragging (or arrow keys on) the bottom-right handle */
  resizable?: boolean;
  /** a header button that fills the screen and back */
  fullScreenToggle?: boolean;
  defaultFullScreen?: boolean;
  minWidth?: number;
  minHeight?: number;
}

/**
 * Mantine's Modal (focus trap, Esc, scroll lock, portal) that can be dragged, resized and toggled to
 * full screen. Position, size and full screen go back to their defaults when it closes.
 */
export function Dialog({
  opened,
  onClose,
  title,
  children,
  footer,
  draggable = true,
  resizable = true,
  fullScreenToggle = true,
  defaultFullScreen = false,
  minWidth = 280,
  minHeight = 160,
  size = 560,
  onExitTransitionEnd,
  ...rootProps
}: DialogProps) {
  const { t } = useTranslate();
  const [fullScreen, setFullScreen] = useState(defaultFullScreen);
  const { box, reset, content, moveHandlers, resizeHandlers, resizeByKey } = useDragResize(
    minWidth,
    minHeight,
  );
  const free = !fullScreen;
  const style: CSSProperties = free
    ? ({
        translate: `${box.x}px ${box.y}px`,
        '--modal-content-flex': box.width === undefined ? undefined : `0 0 ${box.width}px`,
        '--modal-content-height': box.height === undefined ? undefined : `${box.height}px`,
        '--modal-content-max-height': box.height === undefined ? undefined : 'none',
      } as CSSProperties)
    : {};

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      // through the root's parts: Modal.Content hands its own className and style to the inner wrapper too
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
      styles={{ content: style }}
      onExitTransitionEnd={() => {
        reset();
        setFullScreen(defaultFullScreen);
        onExitTransitionEnd?.();
      }}
      {...rootProps}
    >
      <Modal.Overlay />
      <Modal.Content ref={content}>
        <Modal.Header
          data-draggable={(draggable && free) || undefined}
          {...(draggable && free ? moveHandlers : {})}
        >
          <Modal.Title>{title}</Modal.Title>
          {fullScreenToggle ? (
            <Tooltip label={t(fullScreen ? 'rich.dialog.exitFullScreen' : 'rich.dialog.fullScreen')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t(fullScreen ? 'rich.dialog.exitFullScreen' : 'rich.dialog.fullScreen')}
                aria-pressed={fullScreen}
                onClick={() => setFullScreen((on) => !on)}
                mr={4}
              >
                {fullScreen ? <IconArrowsDiagonalMinimize2 size={18} /> : <IconArrowsMaximize size={18} />}
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Modal.CloseButton aria-label={t('rich.dialog.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        {footer ? <div className={classes.footer}>{footer}</div> : null}
        {resizable && free ? (
          <button
            type="button"
            className={classes.resize}
            aria-label={t('rich.dialog.resize')}
            title={t('rich.dialog.resize')}
            onKeyDown={resizeByKey}
            {...resizeHandlers}
          />
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
