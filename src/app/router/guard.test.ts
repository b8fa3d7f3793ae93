import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '@machines/routes/flatten';
import { constantRoutes } from '@/app/routes/local-routes';
import { decide, safeTarget, settledAddress } from './guard';

describe('route guard (seed §2)', () => {
  it('sends a signed-out visitor to /login with the wanted path', () => {
    expect(decide({ path: '/dashboard/workplace', search: '', signedIn: false, routesReady: false })).toEqual(
      {
        kind: 'redirect',
        to: '/login?redirect=%2Fdashboard%2Fworkplace',
      },
    );
    expect(decide({ path: '/level/menu2', search: 'a=1', signedIn: false, routesReady: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Flevel%2Fmenu2%3Fa%3D1',
    });
  });

  it('lets anyone see the no-redirect pages', () => {
    for (const path of ['/login', '/active-account', '/reset-password', '/forget-password']) {
      expect(decide({ path, search: '', signedIn: false, routesReady: false })).toEqual({ kind: 'render' });
    }
  });

  it('waits for the routes of a signed-in user', () => {
    expect(decide({ path: '/level/menu2', search: '', signedIn: true, routesReady: false })).toEqual({
      kind: 'wait',
    });
  });

  it('sends a signed-in user away from /login, to the decoded target', () => {
    expect(
      decide({ path: '/login', search: 'redirect=%2Flevel%2Fmenu2', signedIn: true, routesReady: true }),
    ).toEqual({
      kind: 'redirect',
      to: '/level/menu2',
    });
    expect(decide({ path: '/login', search: '', signedIn: true, routesReady: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('follows only in-app targets', () => {
    expect(safeTarget('https://evil.example')).toBe('/');
    expect(safeTarget('//evil.example')).toBe('/');
    expect(safeTarget('/login?redirect=/x')).toBe('/');
    expect(safeTarget('/a?b=1')).toBe('/a?b=1');
  });

  describe('the address the console opens at, settled before its first render', () => {
    const entries = flattenRoutes(constantRoutes);
    const at = (path: string, signedIn: boolean, routesReady = false, search = '') =>
      settledAddress(entries, { path, search, signedIn, routesReady });

    it('follows a visitor from / through the home page to sign-in, naming the home page', () => {
      expect(at('/', false)).toBe('/login?redirect=%2Fdashboard%2Fworkplace');
    });

    it('sends a visitor at a console page to sign-in with it, and leaves the sign-in page as it is', () => {
      expect(at('/outbound/list', false, false, 'status=DRAFT')).toBe(
        '/login?redirect=%2Foutbound%2Flist%3Fstatus%3DDRAFT',
      );
      expect(at('/login', false, false, 'redirect=%2Fsku%2Flist')).toBeUndefined();
    });

    it('takes a signed-in user at / to the home page, and leaves the rest to the router once routes exist', () => {
      expect(at('/', true)).toBe('/dashboard/workplace');
      expect(at('/outbound/list', true)).toBeUndefined();
    });
  });
});
