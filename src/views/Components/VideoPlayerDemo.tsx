import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { VideoPlayer } from '@/components/VideoPlayer/VideoPlayer';
import { DemoPage, DemoSection } from './DemoPage';
import { KeyList } from './rich/KeyList';
import { SAMPLE_POSTER_URL, SAMPLE_VIDEO_URL } from './rich/illustrations';

type Source = 'sample' | 'broken' | 'none' | 'url';

const BROKEN_URL = `${import.meta.env.BASE_URL}mock-assets/missing.mp4`;

/** `/components/video-player`: the player on the sample clip, a source that fails, none, or any URL. */
export default function VideoPlayerDemo() {
  const { t } = useTranslate();
  // four sources do not fit a phone's width side by side: one above the other there
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [source, setSource] = useState<Source>('sample');
  const [typed, setTyped] = useState('');
  const [url, setUrl] = useState('');
  const src = { sample: SAMPLE_VIDEO_URL, broken: BROKEN_URL, none: undefined, url: url || undefined }[
    source
  ];

  return (
    <DemoPage title={t('router.videoPlayer')} description={t('rich.videoPlayerDemo.description')}>
      <DemoSection title={t('rich.videoPlayerDemo.source')}>
        <Stack gap="sm">
          <SegmentedControl
            value={source}
            onChange={(value) => setSource(value as Source)}
            aria-label={t('rich.videoPlayerDemo.source')}
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            data={(['sample', 'broken', 'none', 'url'] as const).map((value) => ({
              value,
              label: t(`rich.videoPlayerDemo.sources.${value}`),
            }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
          {source === 'url' ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setUrl(typed.trim());
              }}
            >
              <Group gap="xs" align="flex-end">
                <TextInput
                  style={{ flex: 1, minWidth: 200 }}
                  type="url"
                  label={t('rich.videoPlayerDemo.url')}
                  placeholder="https://…/clip.mp4"
                  value={typed}
                  onChange={(e) => setTyped(e.currentTarget.value)}
                />
                <Button type="submit">{t('rich.videoPlayerDemo.load')}</Button>
              </Group>
            </form>
          ) : null}
        </Stack>
      </DemoSection>
      <DemoSection>
        <div style={{ maxWidth: 720 }}>
          <VideoPlayer
            src={src}
            poster={source === 'sample' ? SAMPLE_POSTER_URL : undefined}
            title={t('rich.videoPlayerDemo.playerTitle')}
          />
        </div>
        <Text c="dimmed" fz="xs" mt="xs">
          {t('rich.videoPlayerDemo.about')}
        </Text>
      </DemoSection>
      <DemoSection title={t('rich.common.keyboard')}>
        <KeyList
          items={[
            { keys: ['Space', 'K'], label: t('rich.videoPlayerDemo.keys.play') },
            { keys: ['←', '→'], label: t('rich.videoPlayerDemo.keys.seek') },
            { keys: ['↑', '↓'], label: t('rich.videoPlayerDemo.keys.volume') },
            { keys: ['M'], label: t('rich.videoPlayerDemo.keys.mute') },
            { keys: ['F'], label: t('rich.videoPlayerDemo.keys.fullScreen') },
          ]}
        />
      </DemoSection>
    </DemoPage>
  );
}
