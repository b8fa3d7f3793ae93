import {
  IconAlertTriangle,
  IconBook,
  IconBriefcase,
  IconBuildingWarehouse,
  IconChartLine,
  IconDashboard,
  IconHome,
  IconListTree,
  IconMenu2,
  IconPackage,
  IconPlane,
  IconPoint,
  IconSettings,
  IconShip,
  IconTruckDelivery,
  IconUser,
  IconUsers,
  IconWorld,
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
  'vi-building-warehouse': IconBuildingWarehouse,
  'vi-chart-line': IconChartLine,
  'vi-dashboard': IconDashboard,
  'vi-home': IconHome,
  'vi-list-tree': IconListTree,
  'vi-menu': IconMenu2,
  'vi-package': IconPackage,
  'vi-plane': IconPlane,
  'vi-settings': IconSettings,
  'vi-ship': IconShip,
  'vi-truck-delivery': IconTruckDelivery,
  'vi-user': IconUser,
  'vi-users': IconUsers,
  'vi-world': IconWorld,
};

export const FallbackIcon = IconPoint;
