import { useEffect, useState } from 'react';

export interface MediaState {
  playing: boolean;
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  /** waiting for data */
  waiting: boolean;
  failed: boolean;
  /** picture-in-picture is showing this video */
  pip: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'waiting',
  'playing',
  'canplay',
  'seeked',
  'error',
  'emptied',
  'loadstart',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;

const INITIAL: MediaState = {
  playing: false,
  current: 0,
  duration: 0,
  volume: 1,
  muted: false,
  rate: 1,
  waiting: false,
  failed: false,
  pip: false,
};

function read(video: HTMLVideoElement, event: string, previous: MediaState): MediaState {
  // a new source (loadstart) clears the previous one's failure; 'error' is the only way to fail
  const failed =
    event === 'error'
      ? true
      : event === 'loadstart'
        ? false
        : event === 'attach'
          ? video.error !== null
          : previous.failed;
  return {
    playing: !video.paused && !video.ended,
    current: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
    waiting:
      event === 'waiting'
        ? true
        : ['playing', 'canplay', 'pause', 'error', 'seeked'].includes(event)
          ? false
          : previous.waiting,
    failed,
    pip: document.pictureInPictureElement === video,
  };
}

/** The video element's state, read again on each of its media events. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL);
  useEffect(() => {
    if (!video) return;
    const update = (event: Event) => setState((previous) => read(video, event.type, previous));
    for (const name of EVENTS) video.addEventListener(name, update);
    // the element may have loaded its metadata (or failed) before these listeners existed
    update(new Event('attach'));
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [video]);
  return state;
}
