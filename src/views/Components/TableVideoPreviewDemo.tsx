import { Button } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import type { ExampleRecord } from '@/api/sample-types';
import { Dialog } from '@/components/Dialog/Dialog';
import { VideoPlayer } from '@/components/VideoPlayer/VideoPlayer';
import { DemoPage, DemoSection } from './DemoPage';
import { ExampleMediaTable } from './rich/ExampleMediaTable';

/** `/components/table-video-preview`: each row's video plays in a dialog. */
export default function TableVideoPreviewDemo() {
  const { t } = useTranslate();
  const [playing, setPlaying] = useState<ExampleRecord | null>(null);
  // the record stays while the dialog fades out, so its title does not blank
  const [opened, setOpened] = useState(false);

  return (
    <DemoPage title={t('router.tableVideoPreview')} description={t('rich.tablePreview.videoDescription')}>
      <DemoSection>
        <ExampleMediaTable
          mediaHeader={t('rich.tablePreview.video')}
          renderMedia={(record) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlayFilled size={14} />}
              disabled={!record.video_uri}
              aria-label={t('rich.tablePreview.playVideo', { title: record.title })}
              onClick={() => {
                setPlaying(record);
                setOpened(true);
              }}
            >
              {t('rich.tablePreview.play')}
            </Button>
          )}
        />
      </DemoSection>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={playing?.title ?? ''} size={720}>
        {playing ? <VideoPlayer src={playing.video_uri} title={playing.title} /> : null}
      </Dialog>
    </DemoPage>
  );
}
