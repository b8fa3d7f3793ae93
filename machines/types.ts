/**
 * Types shared by the statecharts, the console and the mock back-end.
 * machines/ is framework-free: nothing here may import React, the DOM or src/.
 */

/** Route meta of seed §2. `title` is a translation key. */
export interface RouteMeta {
  title?: string;
  icon?: string;
  hidden?: boolean;
  canTo?: boolean;
  alwaysShow?: boolean;
  noTagsView?: boolean;
  noCache?: boolean;
  affix?: boolean;
  activeMenu?: string;
  followRoute?: string;
  showMainRoute?: boolean;
  permission?: string[];
}

/**
 * A route as the server sends it (seed §2) and as the local table writes it.
 * `component`: '#' = the main layout, a value containing '##' = a pass-through parent,
 * anything else = a view name resolved by the console's registry (e.g. 'views/Dashboard/Workplace').
 * `path` of a child may be relative to its parent, or an absolute URL (external link).
 */
export interface AppRouteRecord {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  meta?: RouteMeta;
  children?: AppRouteRecord[];
}

/** A generated route: absolute `fullPath`, the chain of ancestors for breadcrumbs. */
export interface RouteEntry {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  meta: RouteMeta;
  /**
   * names and titles of the ancestors, outermost first (breadcrumb), each with where its path leads
   * (its redirect or first visible child's page; none when it leads nowhere)
   */
  matched: Array<{ path: string; name?: string; meta: RouteMeta; redirect?: string }>;
  /** true when the entry renders inside the main layout */
  inLayout: boolean;
}

/** One item of the side/top menu. */
export interface MenuItem {
  path: string;
  name?: string;
  meta: RouteMeta;
  /** external link (http/https) */
  external?: boolean;
  children?: MenuItem[];
}

export type RouteMode = 'server' | 'frontEnd' | 'static';

export interface UserInfo {
  id: string;
  username: string;
  nickname: string;
  email: string;
  phone?: string;
  avatar?: string;
  /** 'operator' | 'customer' | 'test' */
  role: string;
  roleId: string;
  permissions: string[];
  customerId?: string;
  customerName?: string;
  /** a customer's user: 'viewer' | 'orders' | 'finance' | 'admin' (src/api/customer-roles.ts) */
  customerRole?: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in?: number;
  token_type?: string;
}

/** What a sign-in sends: the password RSA-encrypted for the server (seed §7). */
export interface LoginInfo {
  username: string;
  password: string;
}

/**
 * Remember-me as stored: the username, and the password sealed with the browser's own non-exportable
 * key (src/app/remembered-password.ts). Never the RSA cipher text: that signs in as the password.
 */
export interface RememberedLogin {
  username: string;
  sealedPassword?: string;
}

export interface Tab {
  path: string;
  fullPath: string;
  name?: string;
  title: string;
  meta: Pick<RouteMeta, 'title' | 'icon' | 'noTagsView' | 'noCache' | 'affix'>;
}

export type LayoutKind = 'classic' | 'topLeft' | 'top' | 'cutMenu';
export type ComponentSize = 'default' | 'small' | 'large';
export type Locale = 'zh-CN' | 'en';

/** What a tab is made from: a route being visited, or an affix route found in the generated table. */
export interface TabRoute {
  path: string;
  fullPath?: string;
  name?: string;
  meta?: RouteMeta;
}
