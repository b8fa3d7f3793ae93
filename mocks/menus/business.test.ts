import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import en from '@/i18n/locales/en/business-admin.json';
import zhCN from '@/i18n/locales/zh-CN/business-admin.json';
import { businessViews } from '@/app/view-loaders/business';
import { demoAccounts } from '../auth/accounts';
import { businessMenuTree, withViewsOnly } from './business';
import { businessSections, menusFor } from './role-menus';

const leaves = (tree: AppRouteRecord[]): AppRouteRecord[] => tree.flatMap((area) => area.children ?? []);
const byName = (tree: AppRouteRecord[], name: string) => leaves(tree).find((page) => page.name === name);
const QUEUES = ['SkuReview', 'InboundVerify', 'RechargeReview', 'SettlementClose'];

describe('business menus (business.md §11)', () => {
  const operator = businessMenuTree('operator');
  const customer = businessMenuTree('customer');

  it('gives the operator every area with the operator queues', () => {
    expect(operator.map((area) => area.name)).toEqual([
      'Sku',
      'Inbound',
      'Outbound',
      'Inventory',
      'Rma',
      'Finance',
      'Warehouse',
    ]);
    for (const queue of QUEUES) expect(byName(operator, queue)).toBeDefined();
    expect(byName(operator, 'InboundList')?.component).toBe('views/Inbound/InboundList');
    expect(operator.every((area) => area.component === '#' && area.meta?.alwaysShow)).toBe(true);
  });

  it('leaves the operator queues and the customers page out of a customer’s menu', () => {
    expect(customer.map((area) => area.name)).toEqual(operator.map((area) => area.name));
    for (const queue of [...QUEUES, 'CustomerList']) expect(byName(customer, queue)).toBeUndefined();
  });

  it('puts the operator’s button permissions on the pages, and not the customer’s', () => {
    expect(byName(operator, 'InboundVerify')?.meta?.permission).toEqual(['inbound:verify']);
    expect(byName(operator, 'OutboundList')?.meta?.permission).toEqual(
      expect.arrayContaining(['outbound:ship', 'outbound:add']),
    );
    expect(byName(operator, 'RechargeList')?.meta?.permission).toContain('recharge:approve');
    const customerPermissions = leaves(customer).flatMap((page) => page.meta?.permission ?? []);
    expect(customerPermissions).toEqual(
      expect.arrayContaining(['outbound:add', 'inbound:submit', 'recharge:add']),
    );
    for (const operatorOnly of [
      'inbound:verify',
      'outbound:ship',
      'recharge:approve',
      'settlement:close',
      'inventory:adjust',
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
    for (const title of titles) {
      expect(title.startsWith('businessMenu.')).toBe(true);
      expect(defined(en, title) && defined(zhCN, title)).toBe(true);
    }
  });

  it('keeps only pages whose view the console has, and an area only with a visible page', () => {
    const views = new Set([
      'views/Inbound/InboundList',
      'views/Inbound/InboundDetail',
      'views/Sku/SkuDetail',
    ]);
    const pruned = withViewsOnly(operator, views);
    expect(pruned.map((area) => area.name)).toEqual(['Inbound']);
    expect(pruned[0]).toMatchObject({ redirect: '/inbound/list' });
    expect(leaves(pruned).map((page) => page.name)).toEqual(['InboundList', 'InboundDetail']);
  });

  it('serves the sections the console can open in GetMenus, per role', () => {
    const known = new Set(Object.keys(businessViews));
    const [admin, , seller] = demoAccounts();
    expect(businessSections('operator')).toEqual(withViewsOnly(operator, known));
    const adminNames = menusFor(admin).map((route) => route.name);
    const sellerNames = menusFor(seller).map((route) => route.name);
    for (const area of businessSections('operator')) expect(adminNames).toContain(area.name);
    for (const area of businessSections('customer')) expect(sellerNames).toContain(area.name);
    expect(sellerNames).not.toContain('Authorization');
  });
});
