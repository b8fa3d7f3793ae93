import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconMovieOff, IconPlayerPlayFilled, IconVideoOff } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { seekTo, setRate, setVolume, toggleMute, togglePictureInPicture, togglePlay } from './media-commands';
import { useMediaState } from './use-media-state';
import { VideoControls, type VideoActions } from './VideoControls';
import classes from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  /** no source shows the player's empty state */
  src?: string;
  poster?: string;
  /** names the player for assistive technology */
  title?: string;
  /** width / height of the picture area */
  aspectRatio?: number;
}

const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

/**
 * Same-origin videos are fetched in CORS mode: a service worker in the way (the embedded mock
 * back-end's) drops the Range header of no-cors media requests, and without ranges the browser
 * cannot seek. Other origins stay no-cors, so a server without CORS headers still plays.
 */
function corsModeFor(src: string): 'anonymous' | undefined {
  try {
    return new URL(src, window.location.href).origin === window.location.origin ? 'anonymous' : undefined;
  } catch {
    return undefined;
  }
}

function useFullscreen(element: HTMLElement | null) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setFullscreen(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element?.requestFullscreen();
  };
  return { fullscreen, toggle };
}

/**
 * A video player over the native element with its own controls: play, seek, time, volume, speed,
 * full screen, picture-in-picture where the browser offers it; keys when the player has focus
 * (space or k, ←/→ 5 s, ↑/↓ volume, m, f). A source that fails shows an error with a retry.
 */
export function VideoPlayer({ src, poster, title, aspectRatio = 16 / 9 }: VideoPlayerProps) {
  const { t } = useTranslate();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const state = useMediaState(src ? video : null);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(rootElement);
  const pipSupported = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const unusable = !src || state.failed;

  const actions: VideoActions = {
    toggle: () => {
      if (video && !unusable) togglePlay(video);
    },
    seek: (seconds) => video && seekTo(video, seconds),
    setVolume: (volume) => video && setVolume(video, volume),
    toggleMute: () => video && toggleMute(video),
    setRate: (rate) => video && setRate(video, rate),
    toggleFullscreen,
    togglePip: () => video && togglePictureInPicture(video),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys on the player's own buttons and sliders are theirs
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const run: Record<string, () => void> = {
      ' ': actions.toggle,
      k: actions.toggle,
      ArrowRight: () => actions.seek(state.current + SEEK_STEP),
      ArrowLeft: () => actions.seek(state.current - SEEK_STEP),
      ArrowUp: () => actions.setVolume(state.volume + VOLUME_STEP),
      ArrowDown: () => actions.setVolume(state.volume - VOLUME_STEP),
      m: actions.toggleMute,
      f: actions.toggleFullscreen,
    };
    const action = run[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={setRootElement}
      className={classes.root}
      tabIndex={0}
      role="group"
      aria-label={title ?? t('rich.videoPlayer.label')}
      aria-keyshortcuts="Space K ArrowLeft ArrowRight ArrowUp ArrowDown M F"
      onKeyDown={onKeyDown}
    >
      <div className={classes.screen} style={{ aspectRatio: fullscreen ? undefined : String(aspectRatio) }}>
        {src ? (
          <video
            key={src}
            ref={setVideo}
            className={classes.video}
            src={src}
            crossOrigin={corsModeFor(src)}
            poster={poster}
            preload="metadata"
            playsInline
            onClick={() => {
              actions.toggle();
              rootElement?.focus();
            }}
          />
        ) : (
          <Stack className={classes.overlay} align="center" gap={6}>
            <IconVideoOff size={36} />
            <Text fw={600}>{t('rich.videoPlayer.noSource')}</Text>
          </Stack>
        )}
        {src && state.failed ? (
          <Stack className={classes.overlay} align="center" gap={6} role="alert">
            <IconMovieOff size={36} />
            <Text fw={600}>{t('rich.videoPlayer.failed')}</Text>
            <Text fz="xs" c="gray.4" className={classes.source}>
              {src}
            </Text>
            <Button size="xs" variant="white" onClick={() => video?.load()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : null}
        {src && !state.failed && state.waiting ? <Loader className={classes.centre} color="gray.0" /> : null}
        {src && !state.failed && !state.playing && !state.waiting ? (
          <button
            type="button"
            className={`${classes.centre} ${classes.bigPlay}`}
            aria-label={t('rich.videoPlayer.play')}
            tabIndex={-1}
            onClick={actions.toggle}
          >
            <IconPlayerPlayFilled size={28} />
          </button>
        ) : null}
      </div>
      <VideoControls
        state={state}
        actions={actions}
        fullscreen={fullscreen}
        pipSupported={pipSupported}
        disabled={unusable}
      />
    </div>
  );
}
