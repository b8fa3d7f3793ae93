const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** What the controls do to the video element; its events then bring the new state back. */
export function togglePlay(video: HTMLVideoElement) {
  // a refused play() (autoplay policy, a source that fails) is reported through the element's events
  if (video.paused || video.ended) void video.play().catch(() => undefined);
  else video.pause();
}

export function seekTo(video: HTMLVideoElement, seconds: number) {
  const end = Number.isFinite(video.duration) ? video.duration : 0;
  video.currentTime = clamp(seconds, 0, end);
}

export function setVolume(video: HTMLVideoElement, volume: number) {
  video.volume = clamp(volume, 0, 1);
  video.muted = volume <= 0;
}

export function toggleMute(video: HTMLVideoElement) {
  video.muted = !video.muted;
}

export function setRate(video: HTMLVideoElement, rate: number) {
  video.playbackRate = rate;
}

export function togglePictureInPicture(video: HTMLVideoElement) {
  if (document.pictureInPictureElement) void document.exitPictureInPicture();
  else void video.requestPictureInPicture().catch(() => undefined);
}
