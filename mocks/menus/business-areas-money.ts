import { crud, type Area } from './business-pages';

/** Inventory and warehouse pages of the business menus (business.md §3, §7); returns and finance are still to come. */
export const STOCK_AND_MONEY_AREAS: Area[] = [
  {
    path: '/inventory',
    name: 'Inventory',
    icon: 'vi-database',
    pages: [
      {
        path: 'list',
        name: 'InventoryList',
        component: 'views/Inventory/InventoryList',
        icon: 'vi-database',
        can: ['inventory:export'],
        operatorCan: ['inventory:adjust', 'inventory:freeze'],
      },
      {
        path: 'flow',
        name: 'InventoryFlow',
        component: 'views/Inventory/InventoryFlow',
        icon: 'vi-list-tree',
        can: ['inventory:export'],
      },
    ],
  },
  {
    path: '/warehouse',
    name: 'Warehouse',
    icon: 'vi-building-warehouse',
    pages: [
      {
        path: 'official',
        name: 'WarehouseOfficial',
        component: 'views/Warehouse/WarehouseOfficial',
        icon: 'vi-building-warehouse',
        operatorCan: crud('warehouse'),
      },
      {
        path: 'self-service',
        name: 'WarehouseSelfService',
        component: 'views/Warehouse/WarehouseSelfService',
        icon: 'vi-forklift',
        can: ['warehouse:register', 'warehouse:edit'],
        operatorCan: ['warehouse:approve', 'warehouse:reject', 'warehouse:suspend'],
      },
      {
        path: 'carriers',
        name: 'CarrierList',
        component: 'views/Warehouse/CarrierList',
        icon: 'vi-truck',
        operatorCan: crud('carrier'),
      },
    ],
  },
];
