import { act, screen } from '@testing-library/react';
import { apiGet } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

// Test helpers of the personal-centre tests; not a test file itself.

/** The whole console, signed in, at the personal centre with the profile loaded. */
export async function openPersonalCenter({
  lang = 'zh-CN',
  username = 'admin',
}: { lang?: 'zh-CN' | 'en'; username?: string } = {}) {
  const app = renderApp('#/personal/personal-center', { lang });
  await act(() => signInAs(app.actor, username));
  await screen.findByRole(
    'tablist',
    { name: lang === 'en' ? 'Personal centre sections' : zh('personal.sections') },
    { timeout: 10000 },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof openPersonalCenter>>;

export function sessionOf(app: App) {
  return app.actor.getSnapshot().context.session.getSnapshot().context;
}

/** What the server now answers for the signed-in user. */
export async function serverUserInfo(app: App): Promise<Record<string, unknown>> {
  const response = await apiGet('Authorization/GetUserInfo', sessionOf(app).token);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The header's account button, which shows the avatar and the name. */
export function headerAccount(lang: 'zh-CN' | 'en' = 'zh-CN') {
  // named by the user's name and what it is: 'Night Shift' followed by the menu's name
  return screen.getByRole('button', {
    name: new RegExp(lang === 'en' ? 'Account menu' : zh('header.userMenu')),
  });
}
