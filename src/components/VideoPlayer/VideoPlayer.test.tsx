import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, zh } from '@/test/messages';
import { renderRich } from '@/test/render-rich';
import { formatTime } from './format-time';
import { useMediaState } from './use-media-state';
import { VideoPlayer } from './VideoPlayer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const player = () => screen.getByRole('group', { name: en('rich.videoPlayer.label') });
const video = () => player().querySelector('video') as HTMLVideoElement;

describe('formatTime', () => {
  it('reads minutes and seconds, and hours when there are some', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('VideoPlayer', () => {
  it('says there is nothing to play without a source', () => {
    renderRich(<VideoPlayer />, { lang: 'zh-CN' });
    expect(screen.getByText(zh('rich.videoPlayer.noSource'))).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: zh('rich.videoPlayer.label') }).querySelector('video'),
    ).toBeNull();
  });

  it('shows the failure and the source when the video cannot be played, and retries', () => {
    renderRich(<VideoPlayer src="/missing.mp4" poster="/poster.jpg" />);
    expect(video()).toHaveAttribute('poster', '/poster.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
    const load = vi.spyOn(video(), 'load').mockImplementation(() => undefined);
    act(() => {
      video().dispatchEvent(new Event('error'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en('rich.videoPlayer.failed'));
    expect(alert).toHaveTextContent('/missing.mp4');
    fireEvent.click(screen.getByRole('button', { name: en('common.retry') }));
    expect(load).toHaveBeenCalled();
    act(() => {
      video().dispatchEvent(new Event('loadstart'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('plays and pauses with the space bar and mutes with m, when the player has focus', () => {
    renderRich(<VideoPlayer src="/sample.mp4" />);
    const play = vi.spyOn(video(), 'play').mockResolvedValue(undefined);
    fireEvent.keyDown(player(), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    // keys on the player's own controls are theirs
    fireEvent.keyDown(screen.getByRole('button', { name: en('rich.videoPlayer.mute') }), { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(player(), { key: 'm' });
    expect(video().muted).toBe(true);
    act(() => {
      video().dispatchEvent(new Event('volumechange'));
    });
    expect(screen.getByRole('button', { name: en('rich.videoPlayer.unmute') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('useMediaState', () => {
  it('reads a video that loaded its metadata before the listeners were attached', () => {
    const video = document.createElement('video');
    Object.defineProperty(video, 'duration', { value: 8 });
    const { result } = renderHook(() => useMediaState(video));
    expect(result.current.duration).toBe(8);
    expect(result.current.failed).toBe(false);
  });
});
