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
  const Component = (isValidIconName(name) && iconRegistry[name]) || FallbackIcon;
  return <Component size={size} stroke={stroke} color={color} className={className} aria-hidden />;
}
