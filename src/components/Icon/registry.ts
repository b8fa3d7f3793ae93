import {
  IconAlertTriangle,
  IconBook,
  IconBriefcase,
  IconDashboard,
  IconHome,
  IconListTree,
  IconMenu2,
  IconPoint,
  IconSettings,
  IconUser,
  IconUsers,
  type Icon as TablerIcon,
} from '@tabler/icons-react';

/**
 * The offline icon set behind `vi-*` names. Each icon is imported by name so the bundle carries only
 * the icons the console uses; a server menu naming an unknown icon falls back to a neutral dot.
 */
export const iconRegistry: Record<string, TablerIcon> = {
  'vi-alert-triangle': IconAlertTriangle,
  'vi-book': IconBook,
  'vi-briefcase': IconBriefcase,
  'vi-dashboard': IconDashboard,
  'vi-home': IconHome,
  'vi-list-tree': IconListTree,
  'vi-menu': IconMenu2,
  'vi-settings': IconSettings,
  'vi-user': IconUser,
  'vi-users': IconUsers,
};

export const FallbackIcon = IconPoint;
