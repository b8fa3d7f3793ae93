import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import en from '@/i18n/locales/en/business-admin.json';
import zhCN from '@/i18n/locales/zh-CN/business-admin.json';
import { demoAccounts } from '../../access/accounts';
import { businessMenuTree } from './business';
import { businessSections, menusFor } from './role-menus';

const leaves = (tree: AppRouteRecord[]): AppRouteRecord[] => tree.flatMap((area) => area.children ?? []);
const byName = (tree: AppRouteRecord[], name: string) => leaves(tree).find((page) => page.name === name);
const QUEUES = [
  'SkuReview',
  'InboundVerify',
  'RechargeReview',
  'SettlementClose',
  'CustomerList',
  'Outbox',
  'AccountList',
];

describe('business menus (business.md §11)', () => {
  const operator = businessMenuTree('operator');
  const customer = businessMenuTree('customer');

  it('gives the operator every area with the operator queues', () => {
    expect(operator.map((area) => area.name)).toEqual([
      'Sku',
      'Inbound',
      'Outbound',
      'Rma',
      'Inventory',
      'Finance',
      'Warehouse',
      'System',
    ]);
    for (const queue of QUEUES) expect(byName(operator, queue)).toBeDefined();
    expect(byName(operator, 'InboundList')?.component).toBe('views/Inbound/InboundList');
    expect(operator.every((area) => area.component === '#' && area.meta?.alwaysShow)).toBe(true);
  });

  it('leaves the operator queues out of a customer’s menu; its administrator alone gets the team page', () => {
    expect(customer.map((area) => area.name)).toEqual(operator.map((area) => area.name));
    for (const queue of QUEUES) expect(byName(customer, queue)).toBeUndefined();
    expect(byName(customer, 'TeamUsers')?.meta?.permission).toEqual(['customer:invite']);
    expect(byName(operator, 'TeamUsers')).toBeUndefined();
    const viewer = businessMenuTree('customer', 'viewer');
    // an area of operators' pages alone (System, for anyone but a customer's administrator) is left out
    expect(viewer.map((area) => area.name)).toEqual(
      operator.map((area) => area.name).filter((name) => name !== 'System'),
    );
  });

  it('gives each role of a customer the buttons of the areas it may change, and the reading ones', () => {
    const permissionsOf = (tree: typeof customer) =>
      leaves(tree).flatMap((page) => page.meta?.permission ?? []);
    const ordersMenu = businessMenuTree('customer', 'orders');
    const orders = permissionsOf(ordersMenu);
    expect(orders).toEqual(expect.arrayContaining(['sku:add', 'outbound:submit', 'inventory:export']));
    expect(orders).not.toContain('recharge:add');
    // and no money area at all: not the purse, nor the bill
    expect(ordersMenu.map((area) => area.name)).not.toContain('Finance');
    const finance = permissionsOf(businessMenuTree('customer', 'finance'));
    expect(finance).toEqual(
      expect.arrayContaining(['recharge:add', 'settlement:confirm', 'outbound:export']),
    );
    expect(finance).not.toContain('outbound:submit');
    const viewer = permissionsOf(businessMenuTree('customer', 'viewer'));
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.every((permission) => /:(export|print)$/.test(permission))).toBe(true);
  });

  it('puts the operator’s button permissions on the pages, and not the customer’s', () => {
    expect(byName(operator, 'InboundVerify')?.meta?.permission).toEqual(['inbound:verify']);
    expect(byName(operator, 'InboundList')?.meta?.permission).toEqual(
      expect.arrayContaining(['inbound:putaway', 'inbound:add']),
    );
    expect(byName(operator, 'InventoryList')?.meta?.permission).toContain('inventory:adjust');
    const customerPermissions = leaves(customer).flatMap((page) => page.meta?.permission ?? []);
    expect(customerPermissions).toEqual(
      expect.arrayContaining(['sku:add', 'inbound:submit', 'warehouse:register']),
    );
    for (const operatorOnly of [
      'inbound:verify',
      'inbound:putaway',
      'inventory:adjust',
      'warehouse:approve',
    ]) {
      expect(customerPermissions).not.toContain(operatorOnly);
    }
  });

  it('hides the form and detail pages under their list', () => {
    const detail = byName(operator, 'InboundDetail');
    expect(detail).toMatchObject({
      path: 'detail/:id',
      meta: { hidden: true, canTo: true, activeMenu: '/inbound/list' },
    });
  });

  it('titles every route with a key both languages define', () => {
    const titles = [...operator, ...leaves(operator)].map((route) => route.meta?.title ?? '');
    const defined = (tree: { businessMenu: Record<string, string> }, key: string) =>
      typeof tree.businessMenu[key.replace(/^businessMenu\./, '')] === 'string';
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title.startsWith('businessMenu.')).toBe(true);
      expect(defined(en, title) && defined(zhCN, title)).toBe(true);
    }
  });

  it('serves its own table', () => {
    expect(businessSections('operator')).toEqual(operator);
    const [admin, , seller] = demoAccounts();
    const adminNames = menusFor(admin).map((route) => route.name);
    const sellerNames = menusFor(seller).map((route) => route.name);
    expect(businessSections('operator').length).toBeGreaterThan(0);
    expect(businessSections('customer').length).toBeGreaterThan(0);
    for (const area of businessSections('operator')) expect(adminNames).toContain(area.name);
    for (const area of businessSections('customer')) expect(sellerNames).toContain(area.name);
    expect(adminNames).toContain('Business');
    expect(sellerNames).not.toContain('Authorization');
  });
});
