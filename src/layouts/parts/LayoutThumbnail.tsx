import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { LayoutKind } from '@machines/types';
import classes from './SettingsDrawer.module.css';

/** A small picture of a layout: where the menu (dark) and the header (light) sit. */
export function LayoutThumbnail({
  kind,
  label,
  selected,
  onSelect,
}: {
  kind: LayoutKind;
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      className={classes.layoutButton}
      data-selected={selected || undefined}
    >
      <Stack gap={4} align="center">
        <div className={classes.thumb} data-kind={kind} aria-hidden>
          <span className={classes.thumbHeader} />
          <span className={classes.thumbMenu} />
          <span className={classes.thumbPanel} />
        </div>
        <Text fz="xs">{label}</Text>
      </Stack>
    </UnstyledButton>
  );
}
