import { createElement } from 'react';
import { FallbackIcon, iconRegistry } from './registry';
import { isValidIconName } from './icon-name';

export interface IconProps {
  /** a `vi-*` name of the offline set */
  name: string;
  size?: number | string;
  stroke?: number;
  color?: string;
  className?: string;
}

export function Icon({ name, size = 18, stroke = 1.6, color, className }: IconProps) {
  // registry entries are module constants: the element type is stable for a name
  const component = (isValidIconName(name) && iconRegistry[name]) || FallbackIcon;
  return createElement(component, { size, stroke, color, className, 'aria-hidden': true });
}
