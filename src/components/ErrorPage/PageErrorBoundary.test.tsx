import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { en, zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';
import { errorDetail, isChunkLoadError } from './error-detail';

setupMockServer();

describe('a page that throws while rendering', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    // React reports every caught render error to the console: expected here, and checked below
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the 500 page in its place, keeps the shell, and comes back on "reload this page"', async () => {
    const app = renderApp('#/error/500-demo');
    await act(() => signInAs(app.actor, 'admin'));
    fireEvent.click(
      await screen.findByRole('button', { name: zh('error.crash.demoThrow') }, { timeout: 20000 }),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(zh('error.crash.description'))).toBeInTheDocument();
    expect(within(alert).getByText('500')).toBeInTheDocument();
    // the shell is still there and still works
    const menu = screen.getByRole('navigation', { name: zh('menu.label') });
    expect(menu).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    // the detail names the error and the page, and can be copied
    const toggle = within(alert).getByRole('button', { name: zh('error.crash.detail') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = within(alert).getByLabelText(zh('error.crash.detail'), { selector: 'pre' });
    expect(detail).toHaveTextContent(`Error: ${zh('error.crash.demoError')}`);
    expect(detail).toHaveTextContent('page: /error/500-demo');
    await waitFor(() => expect(detail).toHaveTextContent('components:'));
    expect(within(alert).getByRole('button', { name: zh('error.crash.copy') })).toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: zh('error.crash.reload') }));
    expect(await screen.findByRole('button', { name: zh('error.crash.demoThrow') })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 60000);

  it('speaks English too', async () => {
    const app = renderApp('#/error/500-demo', { lang: 'en' });
    await act(() => signInAs(app.actor, 'admin'));
    fireEvent.click(
      await screen.findByRole('button', { name: en('error.crash.demoThrow') }, { timeout: 20000 }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en('error.crash.description'))).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: en('error.crash.reload') })).toBeInTheDocument();
  }, 60000);
});

describe('errorDetail', () => {
  it('names the error, the page, the time and where it was thrown', () => {
    const error = new TypeError('x is undefined');
    const text = errorDetail(error, {
      path: '/sku/list',
      componentStack: '\n    at SkuList\n    at Page',
      at: new Date('2026-11-24T10:00:00Z'),
    });
    expect(text.split('\n').slice(0, 3)).toEqual([
      'TypeError: x is undefined',
      'page: /sku/list',
      'at: 2026-11-24T10:00:00.000Z',
    ]);
    expect(text).toContain('stack:');
    expect(text).toContain('components:\n    at SkuList\n    at Page');
  });

  it('describes what was thrown when it is not an Error', () => {
    expect(errorDetail('plain words', { path: '/' })).toMatch(/^plain words\npage: \//);
    expect(errorDetail({ code: 7 }, { path: '/' })).toMatch(/^\{"code":7\}\n/);
    expect(errorDetail(undefined, { path: '/' })).toMatch(/^undefined\n/);
  });

  it('tells a page whose code could not be fetched from any other error', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /admin/assets/SkuList.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
