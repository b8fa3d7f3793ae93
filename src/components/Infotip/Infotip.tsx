import { ActionIcon, Highlight, List, Popover, Stack, Text, type FloatingPosition } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';

export interface InfotipProps {
  /** the lines of the tip, in order */
  lines: string[];
  title?: string;
  /** words shown highlighted wherever they appear in the lines */
  keywords?: string[];
  /** number the lines; default true when there is more than one */
  numbered?: boolean;
  /** the icon's colour (a theme colour); default the primary colour */
  color?: string;
  /** the icon's size in px; default 18 */
  size?: number;
  position?: FloatingPosition;
  /** names the button for assistive technology; default "More information" */
  label?: string;
  /** the tip may not grow wider than this; default 320 */
  maxWidth?: number;
}

/**
 * An info icon that shows a few lines of help: on hover, on keyboard focus, or on click (a touch
 * screen has no hover). Escape closes it. The lines describe the button for screen readers.
 */
export function Infotip({
  lines,
  title,
  keywords = [],
  numbered,
  color,
  size = 18,
  position = 'top',
  label,
  maxWidth = 320,
}: InfotipProps) {
  const { t } = useTranslate();
  const [opened, { open, close }] = useDisclosure(false);
  const id = useId();
  const withNumbers = numbered ?? lines.length > 1;
  const line = (text: string) => (
    <Highlight highlight={keywords} fz="sm" component="span" highlightStyles={{ fontWeight: 600 }}>
      {text}
    </Highlight>
  );

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position={position}
      withArrow
      shadow="md"
      closeOnEscape
      trapFocus={false}
      returnFocus={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="transparent"
          color={color}
          size={size + 6}
          aria-label={label ?? t('widgets.infotip.label')}
          aria-describedby={opened ? id : undefined}
          aria-expanded={opened}
          onMouseEnter={open}
          onMouseLeave={close}
          onFocus={open}
          onBlur={close}
          // a tap focuses and clicks: both open, so a touch screen is not left toggling it shut
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <IconInfoCircle size={size} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw={maxWidth} role="tooltip" id={id}>
        <Stack gap={6}>
          {title ? (
            <Text fw={600} fz="sm">
              {title}
            </Text>
          ) : null}
          {withNumbers ? (
            <List type="ordered" size="sm" spacing={4}>
              {lines.map((text, index) => (
                <List.Item key={index}>{line(text)}</List.Item>
              ))}
            </List>
          ) : (
            lines.map((text, index) => <div key={index}>{line(text)}</div>)
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
