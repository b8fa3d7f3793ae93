import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { StoryProviders } from '../../../stories/support/StoryProviders';
import { Permission } from './Permission';
import { PermissionScope } from './PermissionScope';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

const at = (path: string, children: ReactNode) =>
  render(
    <StoryProviders locale="en" dark={false} path={path}>
      <div data-testid="host">{children}</div>
    </StoryProviders>,
  );

const buttons = (
  <>
    <Permission value="add">
      <button type="button">Add</button>
    </Permission>
    <Permission value="delete">
      <button type="button">Delete</button>
    </Permission>
  </>
);

describe('<Permission>', () => {
  it("shows its children when the current route's meta.permission holds the value", () => {
    at('/function/test', buttons);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('removes them from the DOM on a route without the permission', () => {
    at('/dashboard/workplace', buttons);
    expect(screen.getByTestId('host').innerHTML).toBe('');
  });

  it('follows a narrower scope', () => {
    at('/function/test', <PermissionScope permissions={['add']}>{buttons}</PermissionScope>);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('throws the translated error without a value', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => at('/function/test', <Permission value="">x</Permission>)).toThrow(
      "Give the permission name to check, for example hasPermission('add')",
    );
    silence.mockRestore();
  });
});

describe('the /function/test page', () => {
  it("shows add, edit and delete from the route's meta.permission, and the nameless error", async () => {
    const app = renderApp('#/function/test');
    await act(() => signInAs(app.actor, 'admin'));
    for (const name of [zh('permission.add'), zh('permission.edit'), zh('permission.delete')])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: zh('permission.tryWithoutName') }));
    expect(screen.getByRole('alert')).toHaveTextContent(zh('permission.nameRequired'));
  });
});
