import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '@machines/types';
import en from '@/i18n/locales/en/business-admin.json';
import zhCN from '@/i18n/locales/zh-CN/business-admin.json';
import { demoAccounts } from '../auth/accounts';
import { businessMenuTree } from './business';
import { AREAS_TO_COME, CUSTOMER_PAGE_TO_COME } from './business-areas-to-come';
import { businessSections, menusFor } from './role-menus';

const leaves = (tree: AppRouteRecord[]): AppRouteRecord[] => tree.flatMap((area) => area.children ?? []);
const byName = (tree: AppRouteRecord[], name: string) => leaves(tree).find((page) => page.name === name);
const QUEUES = ['SkuReview', 'InboundVerify'];

describe('business menus (business.md §11)', () => {
  const operator = businessMenuTree('operator');
  const customer = businessMenuTree('customer');

  it('gives the operator every area with the operator queues', () => {
    expect(operator.map((area) => area.name)).toEqual([
      'Sku',
      'Inbound',
      'Outbound',
      'Inventory',
      'Warehouse',
    ]);
    for (const queue of QUEUES) expect(byName(operator, queue)).toBeDefined();
    expect(byName(operator, 'InboundList')?.component).toBe('views/Inbound/InboundList');
    expect(operator.every((area) => area.component === '#' && area.meta?.alwaysShow)).toBe(true);
  });

  it('leaves the operator queues out of a customer’s menu', () => {
    expect(customer.map((area) => area.name)).toEqual(operator.map((area) => area.name));
    for (const queue of QUEUES) expect(byName(customer, queue)).toBeUndefined();
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
    // the pages to come keep their titles for the day they are served
    const toCome = AREAS_TO_COME.flatMap((area) => [area.name, ...area.pages.map((page) => page.name)]);
    const titles = [
      ...[...operator, ...leaves(operator)].map((route) => route.meta?.title ?? ''),
      ...[...toCome, CUSTOMER_PAGE_TO_COME.name].map(
        (name) => `businessMenu.${name[0].toLowerCase()}${name.slice(1)}`,
      ),
    ];
    const defined = (tree: { businessMenu: Record<string, string> }, key: string) =>
      typeof tree.businessMenu[key.replace(/^businessMenu\./, '')] === 'string';
    for (const title of titles) {
      expect(title.startsWith('businessMenu.')).toBe(true);
      expect(defined(en, title) && defined(zhCN, title)).toBe(true);
    }
  });

  it('serves its own table, and none of the pages whose screens are still to come', () => {
    expect(businessSections('operator')).toEqual(operator);
    expect(AREAS_TO_COME.map((area) => area.name)).toEqual(['Rma', 'Finance']);
    const served = new Set(leaves(operator).map((page) => page.component));
    const waiting = [...AREAS_TO_COME.flatMap((area) => area.pages), CUSTOMER_PAGE_TO_COME];
    for (const page of waiting) expect(served.has(page.component), page.component).toBe(false);
    const [admin, , seller] = demoAccounts();
    const adminNames = menusFor(admin).map((route) => route.name);
    const sellerNames = menusFor(seller).map((route) => route.name);
    for (const area of businessSections('operator')) expect(adminNames).toContain(area.name);
    for (const area of businessSections('customer')) expect(sellerNames).toContain(area.name);
    expect(adminNames).toContain('Business');
    expect(sellerNames).not.toContain('Authorization');
  });
});
