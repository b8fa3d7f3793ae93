import { crud, type Area, type Page } from './business-pages';

/**
 * Pages of business.md §6, §8, §9 and §11 the server does not serve yet: their screens are not built.
 * The menu table (`./business.ts`) is the server's truth, so a page enters it when its screen lands,
 * not before: move an area or page from here back into `business-areas-goods.ts` or
 * `business-areas-money.ts` with its screens (returns `views/Rma/*`, issue #15; finance
 * `views/Finance/*`, issue #16; and the operator's customers page `views/Customer/CustomerList`). Their titles and permissions are kept as written.
 */
export const AREAS_TO_COME: Area[] = [
  {
    path: '/rma',
    name: 'Rma',
    icon: 'vi-arrow-back-up',
    pages: [
      {
        path: 'list',
        name: 'RmaList',
        component: 'views/Rma/RmaList',
        icon: 'vi-arrow-back-up',
        can: [...crud('rma'), 'rma:submit', 'rma:cancel'],
        operatorCan: ['rma:receive', 'rma:process'],
      },
      {
        path: 'add',
        name: 'RmaAdd',
        component: 'views/Rma/RmaEdit',
        hiddenUnder: '/rma/list',
        can: crud('rma'),
      },
      {
        path: 'edit/:id',
        name: 'RmaEdit',
        component: 'views/Rma/RmaEdit',
        hiddenUnder: '/rma/list',
        can: crud('rma'),
      },
      {
        path: 'detail/:id',
        name: 'RmaDetail',
        component: 'views/Rma/RmaDetail',
        hiddenUnder: '/rma/list',
        can: ['rma:edit', 'rma:submit', 'rma:cancel'],
        operatorCan: ['rma:receive', 'rma:process'],
      },
      { path: 'sku', name: 'RmaSku', component: 'views/Rma/RmaSku', icon: 'vi-tag' },
      {
        path: 'strategy',
        name: 'RmaStrategy',
        component: 'views/Rma/RmaStrategy',
        icon: 'vi-adjustments',
        can: crud('rma:strategy'),
      },
    ],
  },
  {
    path: '/finance',
    name: 'Finance',
    icon: 'vi-wallet',
    pages: [
      {
        path: 'bill',
        name: 'FinanceBill',
        component: 'views/Finance/FinanceBill',
        icon: 'vi-receipt',
        can: ['finance:export'],
      },
      {
        path: 'purse',
        name: 'FinancePurse',
        component: 'views/Finance/FinancePurse',
        icon: 'vi-wallet',
        can: ['recharge:add'],
        operatorCan: ['finance:creditLimit', 'finance:freeze'],
      },
      {
        path: 'recharge',
        name: 'RechargeList',
        component: 'views/Finance/RechargeList',
        icon: 'vi-credit-card',
        can: [...crud('recharge'), 'recharge:submit', 'recharge:withdraw'],
        operatorCan: ['recharge:approve', 'recharge:reject'],
      },
      {
        path: 'recharge/add',
        name: 'RechargeAdd',
        component: 'views/Finance/RechargeEdit',
        hiddenUnder: '/finance/recharge',
        can: crud('recharge'),
      },
      {
        path: 'recharge/edit/:id',
        name: 'RechargeEdit',
        component: 'views/Finance/RechargeEdit',
        hiddenUnder: '/finance/recharge',
        can: crud('recharge'),
      },
      {
        path: 'recharge/review',
        name: 'RechargeReview',
        component: 'views/Finance/RechargeReview',
        icon: 'vi-check',
        operatorOnly: true,
        operatorCan: ['recharge:approve', 'recharge:reject'],
      },
      {
        path: 'settlement',
        name: 'SettlementList',
        component: 'views/Finance/SettlementList',
        icon: 'vi-report-money',
        can: ['settlement:confirm', 'settlement:dispute', 'finance:export'],
        operatorCan: ['settlement:adjust'],
      },
      {
        path: 'settlement/close',
        name: 'SettlementClose',
        component: 'views/Finance/SettlementClose',
        icon: 'vi-calendar',
        operatorOnly: true,
        operatorCan: ['settlement:close', 'finance:storageJob'],
      },
    ],
  },
];

/** The operator's customers page of the warehouse area (business.md §11). */
export const CUSTOMER_PAGE_TO_COME: Page = {
  path: 'customers',
  name: 'CustomerList',
  component: 'views/Customer/CustomerList',
  icon: 'vi-users',
  operatorOnly: true,
};
