import { afterEach, describe, expect, it } from 'vitest';
import { landingView } from './warm-console';

const at = (hash: string) => history.replaceState(null, '', hash);

describe('landingView: the page a sign-in lands on, fetched while it is on its way', () => {
  afterEach(() => at('#/'));

  it('is home, through the routes’ redirects, for a sign-in from the sign-in page itself', () => {
    at('#/login');
    expect(landingView()).toBe('views/Dashboard/Workplace');
  });

  it('is the page the visitor was sent from', () => {
    at('#/login?redirect=%2Flevel%2Fmenu2');
    expect(landingView()).toBe('views/Level/Menu2');
  });

  it('is home for an address off the site, and nothing for a page the local routes do not know', () => {
    at('#/login?redirect=%2F%2Fevil.example');
    expect(landingView()).toBe('views/Dashboard/Workplace');
    at('#/login?redirect=%2Foutbound%2Flist');
    expect(landingView()).toBeUndefined();
  });
});
