import { ActionIcon, Tooltip } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';

export function Screenfull() {
  const { t } = useTranslate();
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => void toggle()}>
        {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
