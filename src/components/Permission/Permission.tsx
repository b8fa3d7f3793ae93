import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

interface PermissionProps {
  /** the permission string the children need */
  value: string;
  children: ReactNode;
}

/** Renders its children only when the current route grants `value`; otherwise nothing is in the DOM. */
export function Permission({ value, children }: PermissionProps) {
  const { hasPermission } = usePermission();
  return hasPermission(value) ? children : null;
}
