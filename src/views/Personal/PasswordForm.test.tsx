import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { encrypt, requestToken, setupMockServer, signInAs } from '@mocks/testing';
import { openPersonalCenter } from './personal.test-support';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

async function openPasswordTab(user: UserEvent, lang: 'zh-CN' | 'en' = 'zh-CN', username = 'test') {
  await openPersonalCenter({ lang, username });
  await user.click(
    screen.getByRole('tab', { name: lang === 'en' ? 'Password' : zh('personal.password.submit') }),
  );
  return screen.getByRole('form', { name: lang === 'en' ? 'Password' : zh('personal.password.submit') });
}

async function fill(user: UserEvent, form: HTMLElement, labels: [string, string, string], values: string[]) {
  for (const [index, label] of labels.entries()) {
    const input = within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await user.clear(input);
    if (values[index]) await user.type(input, values[index]);
  }
}

const ZH: [string, string, string] = [
  zh('personal.password.old'),
  zh('access.fields.newPassword'),
  zh('access.reset.submit'),
];
const EN: [string, string, string] = ['Current password', 'New password', 'Confirm the new password'];

describe('the password form', () => {
  it('asks for a matching confirmation and the rule, in Chinese, before sending anything', async () => {
    const user = userEvent.setup();
    const form = await openPasswordTab(user);
    await fill(user, form, ZH, ['test', 'abc', 'abd']);
    await user.keyboard('{Enter}');
    expect(await within(form).findByText(zh('personal.rules.newPasswordRule'))).toBeInTheDocument();
    expect(within(form).getByText(zh('personal.rules.confirmMismatch'))).toBeInTheDocument();
    await fill(user, form, ZH, ['test', 'abc123', 'abc124']);
    await user.keyboard('{Enter}');
    expect(await within(form).findByText(zh('personal.rules.confirmMismatch'))).toBeInTheDocument();
    expect(within(form).queryByText(zh('personal.rules.newPasswordRule'))).not.toBeInTheDocument();
    // the server still has the old password
    expect((await signInAs('test', 'test')).access_token).toBeTruthy();
  });

  it('shows the rule as a checklist and a strength meter while typing', async () => {
    const user = userEvent.setup();
    const form = await openPasswordTab(user, 'en');
    expect(within(form).getByText('Strength: –')).toBeInTheDocument();
    await fill(user, form, EN, ['test', 'Abcd1234!xyz', '']);
    expect(within(form).getByText('Strength: strong')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Strength: strong' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    for (const rule of [
      'be 6–32 characters long',
      'contain letters and digits',
      'differ from the current password',
    ])
      expect(within(form).getByText(rule).closest('li')).toHaveTextContent('(met)');
    await fill(user, form, EN, ['test', 'abcdef', '']);
    expect(within(form).getByText('Strength: weak')).toBeInTheDocument();
    expect(within(form).getByText('contain letters and digits').closest('li')).toHaveTextContent(
      '(not met yet)',
    );
  });

  it("shows the server's answer to a wrong current password at that field", async () => {
    const user = userEvent.setup();
    const form = await openPasswordTab(user, 'en');
    await fill(user, form, EN, ['wrong', 'abc123', 'abc123']);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('the old password is incorrect', {})).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('changes the password: a notice, the fields cleared, the old password refused at sign-in', async () => {
    const user = userEvent.setup();
    const form = await openPasswordTab(user);
    await fill(user, form, ZH, ['test', 'abc123', 'abc123']);
    await user.keyboard('{Enter}');
    // the first change loads the RSA library
    expect(await screen.findByText(zh('personal.password.changed'), {})).toBeInTheDocument();
    for (const label of ZH)
      expect(within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input' })).toHaveValue('');
    const old = await requestToken({ grant_type: 'password', username: 'test', password: encrypt('test') });
    expect(old.status).toBe(400);
    expect((await signInAs('test', 'abc123')).access_token).toBeTruthy();
  });
});
