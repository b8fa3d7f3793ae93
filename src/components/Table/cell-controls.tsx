import { ActionIcon, Badge, Button, UnstyledButton } from '@mantine/core';
import { memo, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import classes from './Table.module.css';
import { cx } from './sticky';

/**
 * Controls for the cells of a page of rows, with Mantine's look but not its per-render work.
 *
 * Each Mantine `Button`, `ActionIcon` or `Badge` resolves the theme, its props and its styles on every
 * render; a list shows 50 rows with three or four of them each, and a filter change re-renders them
 * all (scripts/bench-outbound-list.mjs measured about a quarter of the re-render there). These are plain
 * elements carrying the same static classes (`Button.classes` …) and the CSS variables Mantine's
 * Styles API documents for the variant, so they look and behave (focus ring, hover, disabled) as
 * Mantine's own. Only the variants the lists use: compact subtle buttons and light badges. The row's
 * checkbox is the browser's own in the theme's colour (one element where Mantine's is seven).
 */

const UNSTYLED = UnstyledButton.classes.root;

/** A colour's variables for Mantine's subtle variant; undefined: the theme's primary colour. */
const subtle = (prefix: '--button' | '--ai', color: string | undefined): CSSProperties => {
  const shade = color ? `--mantine-color-${color}` : '--mantine-primary-color';
  return {
    [`${prefix}-bg`]: 'transparent',
    [`${prefix}-hover`]: `var(${shade}-light-hover)`,
    [`${prefix}-color`]: `var(${shade}-light-color)`,
    [`${prefix}-bd`]: 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
};

const COMPACT_SM: CSSProperties = {
  '--button-height': 'var(--button-height-compact-sm)',
  '--button-padding-x': 'var(--button-padding-x-compact-sm)',
  '--button-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type' | 'className' | 'style'>;

export interface CellButtonProps extends NativeButton {
  /** a Mantine colour name; the theme's primary colour when left out */
  color?: string;
  leftSection?: ReactNode;
  children: ReactNode;
}

/** Mantine's `<Button size="compact-sm" variant="subtle">`. */
export function CellButton({ color, leftSection, children, disabled, ...native }: CellButtonProps) {
  return (
    <button
      {...native}
      type="button"
      disabled={disabled}
      data-disabled={disabled || undefined}
      data-variant="subtle"
      data-size="compact-sm"
      data-with-left-section={leftSection ? true : undefined}
      className={cx('mantine-focus-auto', !disabled && 'mantine-active', Button.classes.root, UNSTYLED)}
      style={{ ...COMPACT_SM, ...subtle('--button', color) }}
    >
      <span className={Button.classes.inner}>
        {leftSection && (
          <span className={Button.classes.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={Button.classes.label}>{children}</span>
      </span>
    </button>
  );
}

export interface CellIconButtonProps extends NativeButton {
  'aria-label': string;
  /** a menu's target hangs its dropdown on it */
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** Mantine's `<ActionIcon variant="subtle">` (size md), named by its `aria-label`. */
export function CellIconButton({ children, ...native }: CellIconButtonProps) {
  return (
    <button
      {...native}
      type="button"
      data-variant="subtle"
      className={cx('mantine-focus-auto mantine-active', ActionIcon.classes.root, UNSTYLED)}
      style={subtle('--ai', undefined)}
    >
      <span className={ActionIcon.classes.icon}>{children}</span>
    </button>
  );
}

export interface CellBadgeProps {
  color: string;
  /** Mantine's `light` (the default) or `outline` variant */
  variant?: 'light' | 'outline';
  children: ReactNode;
}

const badgeVars = (color: string, variant: 'light' | 'outline'): CSSProperties =>
  ({
    '--badge-radius': 'var(--mantine-radius-sm)',
    '--badge-bg': variant === 'light' ? `var(--mantine-color-${color}-light)` : 'transparent',
    '--badge-color':
      variant === 'light'
        ? `var(--mantine-color-${color}-light-color)`
        : `var(--mantine-color-${color}-outline)`,
    '--badge-bd':
      variant === 'light'
        ? 'calc(0.0625rem * var(--mantine-scale)) solid transparent'
        : `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${color}-outline)`,
    textTransform: 'none',
    // a long status in a narrow column wraps inside the badge rather than being cut short
    height: 'auto',
    minHeight: 'var(--badge-height)',
    paddingBlock: 2,
    lineHeight: 1.3,
  }) as CSSProperties;

const WRAPPING: CSSProperties = { whiteSpace: 'normal' };

/** Mantine's `<Badge variant="light" radius="sm">` (size md), in the words' own case. */
export const CellBadge = memo(function CellBadge({ color, variant = 'light', children }: CellBadgeProps) {
  return (
    <div className={Badge.classes.root} data-variant={variant} style={badgeVars(color, variant)}>
      <span className={Badge.classes.label} style={WRAPPING}>
        {children}
      </span>
    </div>
  );
});

export interface CellCheckboxProps {
  'aria-label': string;
  checked: boolean;
  /** some but not all (the head's "select all") */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

/** A row's (or the head's) checkbox: the browser's own, in the theme's colour and focus ring. */
export function CellCheckbox({ checked, indeterminate = false, onChange, ...rest }: CellCheckboxProps) {
  return (
    <input
      {...rest}
      type="checkbox"
      className={cx('mantine-focus-auto', classes.check)}
      checked={checked}
      // not an attribute: the property, set whenever it changes
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
