import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh as mockZh } from '../../../../server/areas/samples/data/testing';
import { leafPaths } from '../../../../server/areas/samples/data/role-store';
import { setupMockServer } from '@mocks/testing';
import { localRoutes } from '@/app/routes/local-routes';
import { navigate } from '@/app/router/hash-location';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';
import { expectToast, untilHeading } from '@/views/Example/example.test-support';

setupMockServer();
afterEach(cleanup);

const FRONT_END_MODE = {
  'outpost.settings': JSON.stringify({ dynamicRouter: true, serverDynamicRouter: false }),
};
const mainMenu = () => screen.getByRole('navigation', { name: zh('menu.label') });
const pageCount = (roleName: string) => {
  const row = within(screen.getByRole('table', { name: zh('router.role') }))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(roleName));
  return row ? within(row).getAllByRole('cell')[3].textContent : null;
};

describe('role management', () => {
  it("edits a role's menus, and an account of that role sees them in front-end mode", async () => {
    const app = renderApp('#/authorization/role');
    await act(() => signInAs(app.actor, 'admin'));
    const admin = mockZh('roleAdmin');
    await screen.findByText(admin, undefined, { timeout: 25000 });
    expect(pageCount(admin)).toBe(zh('authorization.role.pageCount', { count: 2 }));

    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.actions.editRow', { name: admin }) }),
    );
    const form = await screen.findByRole(
      'form',
      { name: zh('authorization.role.editTitle') },
      { timeout: 10000 },
    );
    const tree = within(form).getByRole('tree', { name: zh('authorization.role.menus') });
    // the dashboard is checked, the rest is not
    expect(within(tree).getByRole('checkbox', { name: zh('router.workplace') })).toBeChecked();
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: zh('router.exampleDialog') } });
    fireEvent.click(await within(tree).findByRole('checkbox', { name: zh('router.exampleDialog') }));
    expect(within(tree).getByRole('checkbox', { name: zh('router.exampleDialog') })).toBeChecked();
    const total = leafPaths(localRoutes).length;
    expect(
      within(form).getByText(zh('authorization.role.menuCount', { count: 3, total })),
    ).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: zh('authorization.actions.save') }));
    await expectToast(zh('authorization.role.saved'));
    await waitFor(() => expect(pageCount(admin)).toBe(zh('authorization.role.pageCount', { count: 3 })));
    cleanup();

    // the test account holds role 2 (admin): with the route mode on front-end filtering, its menu is the role's
    const tester = renderApp('#/dashboard/workplace', FRONT_END_MODE);
    await act(() => signInAs(tester.actor, 'test'));
    await waitFor(() => expect(within(mainMenu()).getByText(zh('router.example'))).toBeInTheDocument(), {
      timeout: 20000,
    });
    expect(within(mainMenu()).queryByText(zh('router.level'))).toBeNull();
    expect(within(mainMenu()).queryByText(zh('router.authorization'))).toBeNull();
    act(() => navigate('/example/example-dialog'));
    await untilHeading(zh('router.exampleDialog'));
  }, 90000);
});
