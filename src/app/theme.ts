import { colorsTuple, createTheme, type MantineSize, type MantineThemeOverride } from '@mantine/core';
import type { ComponentSize } from '@machines/types';
import { contrastVariantColors } from './theme-contrast';

const SIZED_COMPONENTS = [
  'Button',
  'ActionIcon',
  'TextInput',
  'PasswordInput',
  'NumberInput',
  'Select',
  'MultiSelect',
  'Autocomplete',
  'Textarea',
  'Checkbox',
  'Radio',
  'Switch',
  'SegmentedControl',
  'NativeSelect',
  'TagsInput',
  'Pagination',
  'Chip',
  'Badge',
  'Input',
  'InputWrapper',
  'FileInput',
  'ColorInput',
] as const;

/** A SegmentedControl's options: see `buildTheme`. */
const SEGMENTS = {
  control: { display: 'flex' },
  label: {
    whiteSpace: 'normal',
    wordBreak: 'keep-all',
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
};

/** Component size of seed §3: `default`, `small`, `large` mapped through `sizeMap` to Mantine sizes. */
export function mantineSize(size: ComponentSize, sizeMap: Record<ComponentSize, string>): MantineSize {
  return (sizeMap[size] ?? 'sm') as MantineSize;
}

/** Names, in the reader's language, of the controls Mantine's components draw themselves. */
export interface ThemeLabels {
  /** the colour input's eye-dropper button, an icon alone */
  eyeDropper: string;
  /** the close button of a dialog or a drawer, an icon alone */
  close: string;
  /** the clear button of a clearable input (select, date, file), an icon alone */
  clearValue: string;
  /** a pagination's arrows, icons alone */
  pageControls: Record<PageControl, string>;
}

type PageControl = 'first' | 'previous' | 'next' | 'last';

interface ThemeInput {
  primaryShades: string[];
  currentSize: ComponentSize;
  sizeMap: Record<ComponentSize, string>;
  labels?: ThemeLabels;
}

/**
 * The Mantine theme from the layout machine's settings: the primary colour and every input's size.
 * Its colours reach text contrast through `contrastVariables` (theme-contrast.ts), which the
 * MantineProvider takes beside it.
 */
export function buildTheme({
  primaryShades,
  currentSize,
  sizeMap,
  labels,
}: ThemeInput): MantineThemeOverride {
  const size = mantineSize(currentSize, sizeMap);
  const components: Record<string, { defaultProps: Record<string, unknown>; styles?: object }> =
    Object.fromEntries(SIZED_COMPONENTS.map((name) => [name, { defaultProps: { size } }]));
  // an active entry's second line keeps its full colour: Mantine fades it to 0.9, below 4.5:1
  components.NavLink = { defaultProps: {}, styles: { description: { opacity: 1 } } };
  // an option too long for its share of a narrow control (a form's field on a phone, long English
  // words) takes a second line, centred in the height of the tallest: Mantine keeps each on one line,
  // and the control ran off the form or the page. Lines break between words only: a Chinese label
  // (no spaces) stays whole, as the sign-in page's language toggle must
  components.SegmentedControl.styles = SEGMENTS;
  // a table wider than the screen scrolls sideways: its scrolled area takes the keyboard's focus, so
  // the arrow keys can scroll it (rows without a link or a button offer nothing else to focus)
  components.TableScrollContainer = {
    defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
  };
  if (labels) {
    components.ColorInput.defaultProps.eyeDropperButtonProps = { 'aria-label': labels.eyeDropper };
    components.InputClearButton = { defaultProps: { 'aria-label': labels.clearValue } };
    for (const dialog of ['Modal', 'Drawer'])
      components[dialog] = { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } };
    components.Pagination.defaultProps.getControlProps = (control: PageControl) => ({
      'aria-label': labels.pageControls[control],
    });
  }
  return createTheme({
    primaryColor: 'brand',
    // index 6 is the chosen primary colour itself, in both schemes (machines/lib/colors.ts)
    primaryShade: { light: 6, dark: 6 },
    colors: { brand: colorsTuple(primaryShades) },
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans SC", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
    defaultRadius: 'sm',
    cursorType: 'pointer',
    // keyboard focus shows a ring (Mantine's default, said here so that it stays): never on a click
    focusRing: 'auto',
    variantColorResolver: contrastVariantColors,
    components,
  });
}
