import type { AppRouteRecord } from '@machines/types';
import { page } from './page';

/** The first demo pages (issue #4): icons, QR code, permission test, watermark. */
export const iconRoutes: AppRouteRecord[] = [
  page('icon', 'Icons', 'Components/Icon', 'icon'),
  page('icon-picker', 'IconPickerDemo', 'Components/IconPicker', 'iconPicker'),
  page('qrcode', 'QRCodeDemo', 'Components/QRCode', 'qrcode'),
];

export const permissionRoutes: AppRouteRecord[] = [
  page('test', 'Test', 'Function/Test', 'permissionTest', { permission: ['add', 'edit', 'delete'] }),
];

export const watermarkRoutes: AppRouteRecord[] = [
  page('useWatermark', 'UseWatermark', 'Hooks/UseWatermark', 'useWatermark'),
];
