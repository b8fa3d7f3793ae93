import { ActionIcon, Group, Menu, Slider, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconMaximize,
  IconMinimize,
  IconPictureInPicture,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconVolume,
  IconVolume3,
} from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';
import { formatTime } from './format-time';
import type { MediaState } from './use-media-state';
import classes from './VideoPlayer.module.css';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export interface VideoActions {
  toggle: () => void;
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  setRate: (rate: number) => void;
  toggleFullscreen: () => void;
  togglePip: () => void;
}

function Control({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray.0" aria-label={label} aria-pressed={pressed} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The player's bar: play, seek, time, volume, speed, picture-in-picture (where offered), full screen. */
export function VideoControls({
  state,
  actions,
  fullscreen,
  pipSupported,
  disabled,
}: {
  state: MediaState;
  actions: VideoActions;
  fullscreen: boolean;
  pipSupported: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslate();
  const quiet = state.muted || state.volume === 0;
  return (
    <div className={classes.controls} data-disabled={disabled || undefined}>
      <Slider
        className={classes.seek}
        size="sm"
        min={0}
        max={state.duration || 1}
        step={0.1}
        value={Math.min(state.current, state.duration || 0)}
        onChange={actions.seek}
        label={formatTime}
        disabled={disabled || state.duration === 0}
        thumbLabel={t('rich.videoPlayer.seek')}
      />
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={4} wrap="nowrap">
          <Control
            label={t(state.playing ? 'rich.videoPlayer.pause' : 'rich.videoPlayer.play')}
            onClick={actions.toggle}
          >
            {state.playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
          </Control>
          <Text fz="xs" c="gray.0" className={classes.time} data-testid="video-time">
            {formatTime(state.current)} / {formatTime(state.duration)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Control
            label={t(quiet ? 'rich.videoPlayer.unmute' : 'rich.videoPlayer.mute')}
            onClick={actions.toggleMute}
            pressed={quiet}
          >
            {quiet ? <IconVolume3 size={18} /> : <IconVolume size={18} />}
          </Control>
          <Slider
            className={classes.volume}
            size="xs"
            min={0}
            max={1}
            step={0.05}
            value={state.muted ? 0 : state.volume}
            onChange={actions.setVolume}
            label={(value) => `${Math.round(value * 100)}%`}
            thumbLabel={t('rich.videoPlayer.volume')}
          />
          <Menu position="top-end" withinPortal={!fullscreen}>
            <Menu.Target>
              {/* the name says what it is and the speed it shows */}
              <UnstyledButton
                className={classes.speed}
                aria-label={`${t('rich.videoPlayer.speed')} ${state.rate}×`}
              >
                {state.rate}×
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {SPEEDS.map((rate) => (
                <Menu.Item
                  key={rate}
                  onClick={() => actions.setRate(rate)}
                  fw={rate === state.rate ? 700 : undefined}
                >
                  {rate}×
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {pipSupported ? (
            <Control label={t('rich.videoPlayer.pip')} onClick={actions.togglePip} pressed={state.pip}>
              <IconPictureInPicture size={18} />
            </Control>
          ) : null}
          <Control
            label={t(fullscreen ? 'rich.videoPlayer.exitFullScreen' : 'rich.videoPlayer.fullScreen')}
            onClick={actions.toggleFullscreen}
            pressed={fullscreen}
          >
            {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </Control>
        </Group>
      </Group>
    </div>
  );
}
