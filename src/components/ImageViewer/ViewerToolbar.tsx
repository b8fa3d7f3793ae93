import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconRefresh,
  IconRotate2,
  IconRotateClockwise2,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Dispatch, ReactNode } from 'react';
import { MAX_SCALE, MIN_SCALE, ZOOM_STEP, type ViewerAction, type ViewerState } from './viewer-state';

function Tool({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Buttons for everything the keyboard and gestures do, so a phone or a mouse alone is enough. */
export function ViewerToolbar({ state, dispatch }: { state: ViewerState; dispatch: Dispatch<ViewerAction> }) {
  const { t } = useTranslate();
  const several = state.count > 1;
  return (
    <Group gap={4} justify="center" wrap="wrap">
      {several ? (
        <Tool label={t('rich.imageViewer.prev')} onClick={() => dispatch({ type: 'prev' })}>
          <IconChevronLeft size={20} />
        </Tool>
      ) : null}
      <Tool
        label={t('rich.imageViewer.zoomOut')}
        disabled={state.scale <= MIN_SCALE}
        onClick={() => dispatch({ type: 'zoom', factor: 1 / ZOOM_STEP })}
      >
        <IconZoomOut size={20} />
      </Tool>
      <Text c="gray.0" fz="sm" w={52} ta="center" role="status" aria-label={t('rich.imageViewer.zoomLevel')}>
        {Math.round(state.scale * 100)}%
      </Text>
      <Tool
        label={t('rich.imageViewer.zoomIn')}
        disabled={state.scale >= MAX_SCALE}
        onClick={() => dispatch({ type: 'zoom', factor: ZOOM_STEP })}
      >
        <IconZoomIn size={20} />
      </Tool>
      <Tool label={t('rich.imageViewer.rotateLeft')} onClick={() => dispatch({ type: 'rotate', by: -90 })}>
        <IconRotate2 size={20} />
      </Tool>
      <Tool label={t('rich.imageViewer.rotateRight')} onClick={() => dispatch({ type: 'rotate', by: 90 })}>
        <IconRotateClockwise2 size={20} />
      </Tool>
      <Tool label={t('rich.imageViewer.reset')} onClick={() => dispatch({ type: 'reset' })}>
        <IconRefresh size={20} />
      </Tool>
      {several ? (
        <Tool label={t('rich.imageViewer.next')} onClick={() => dispatch({ type: 'next' })}>
          <IconChevronRight size={20} />
        </Tool>
      ) : null}
    </Group>
  );
}
