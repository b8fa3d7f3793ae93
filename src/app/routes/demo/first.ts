import type { AppRouteRecord } from '@machines/types';

/** The first demo pages (issue #4): icons, QR code, permission test, watermark. */
export const iconRoutes: AppRouteRecord[] = [
  { path: 'icon', name: 'Icons', component: 'views/Components/Icon', meta: { title: 'router.icon' } },
  {
    path: 'icon-picker',
    name: 'IconPickerDemo',
    component: 'views/Components/IconPicker',
    meta: { title: 'router.iconPicker' },
  },
  {
    path: 'qrcode',
    name: 'QRCodeDemo',
    component: 'views/Components/QRCode',
    meta: { title: 'router.qrcode' },
  },
];

export const permissionRoutes: AppRouteRecord[] = [
  {
    path: 'test',
    name: 'Test',
    component: 'views/Function/Test',
    meta: { title: 'router.permissionTest', permission: ['add', 'edit', 'delete'] },
  },
];

export const watermarkRoutes: AppRouteRecord[] = [
  {
    path: 'useWatermark',
    name: 'UseWatermark',
    component: 'views/Hooks/UseWatermark',
    meta: { title: 'router.useWatermark' },
  },
];
