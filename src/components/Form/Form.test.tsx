import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { validatorRules } from '@/hooks/use-validator';
import { en, zh } from '@/test/messages';
import { controllerBox, FormHarness, renderWithProviders } from './form.test-support';
import type { FormSchema } from './types';

afterEach(cleanup);

const { required, email, lengthRange } = validatorRules;

interface Account {
  username: string;
  email: string;
  note: string;
  remark?: string;
}

const schema: FormSchema<Account> = [
  {
    field: 'username',
    kind: 'text',
    label: 'formDemo.fields.username',
    rules: [required(), lengthRange(4, 20)],
  },
  { field: 'email', kind: 'text', label: 'formDemo.fields.email', rules: [required(), email()] },
  { field: 'note', kind: 'textarea', label: 'formDemo.fields.bio' },
];

const form = () => screen.getByRole('form', { name: 'test form' });
const textbox = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) });

function setup(lang: 'zh-CN' | 'en' = 'zh-CN', onSubmit = vi.fn()) {
  const box = controllerBox<Account>();
  const view = renderWithProviders(
    <FormHarness schema={schema} onController={box.keep} onSubmit={onSubmit} />,
    lang,
  );
  const api = () => {
    if (!box.current) throw new Error('the form has not rendered');
    return box.current;
  };
  return { ...view, api, onSubmit, user: userEvent.setup() };
}

describe('the schema form', () => {
  it('checks every rule on submit and shows the messages in Chinese, without submitting', async () => {
    const { user, onSubmit } = setup();
    await user.type(textbox(zh('formDemo.fields.email')), 'not-an-email');
    await user.click(within(form()).getByRole('button', { name: zh('form.submit') }));
    expect(await within(form()).findByText(zh('validator.required'))).toBeInTheDocument();
    expect(within(form()).getByText(zh('access.rules.emailInvalid'))).toBeInTheDocument();
    expect(textbox(zh('formDemo.fields.username'))).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, in English; the message follows a language change', async () => {
    const { user, switchLanguage } = setup('en');
    await user.type(textbox('Username'), 'ab');
    await user.tab();
    const message = en('validator.lengthRange', { min: 4, max: 20 });
    expect(await within(form()).findByText(message)).toBeInTheDocument();
    switchLanguage('zh-CN');
    expect(
      await within(form()).findByText(zh('validator.lengthRange', { min: 4, max: 20 })),
    ).toBeInTheDocument();
  });

  it('submits the values once the rules pass, and Reset empties the fields', async () => {
    const { user, onSubmit } = setup();
    await user.type(textbox(zh('formDemo.fields.username')), 'ada_lovelace');
    await user.type(textbox(zh('formDemo.fields.email')), 'ada@outpost.example');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'ada_lovelace',
        email: 'ada@outpost.example',
        note: '',
      }),
    );
    await user.click(within(form()).getByRole('button', { name: zh('form.reset') }));
    expect(textbox(zh('formDemo.fields.username'))).toHaveValue('');
  });

  it("puts the server's 422 messages at their fields and answers the ones it cannot place", async () => {
    const { api } = setup('en');
    let elsewhere: Record<string, string> = {};
    act(() => {
      elsewhere = api().setServerErrors({ email: 'this address is taken', code: 'unknown field' });
    });
    expect(await within(form()).findByText('this address is taken')).toBeInTheDocument();
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(elsewhere).toEqual({ code: 'unknown field' });
  });

  it('shows the 422 of a failed submit at the fields', async () => {
    const reject = vi.fn().mockRejectedValue(
      new ApiError({
        reason: 'code',
        code: 422,
        status: 200,
        message: 'check',
        data: { username: 'already used' },
      }),
    );
    const { user } = setup('en', reject);
    await user.type(textbox('Username'), 'ada_lovelace');
    await user.type(textbox('Email'), 'ada@outpost.example');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await within(form()).findByText('already used')).toBeInTheDocument();
  });

  it('adds, disables, hides and removes fields at run time', async () => {
    const { api, user, onSubmit } = setup('en');
    act(() =>
      api().addField(
        { field: 'remark', kind: 'text', label: 'useFormDemo.remark', rules: [required()] },
        { after: 'username' },
      ),
    );
    const names = () =>
      within(form())
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name'));
    expect(names()).toEqual(['username', 'remark', 'email', 'note']);

    act(() => api().setFieldProps('username', { disabled: true }));
    expect(textbox('Username')).toBeDisabled();
    act(() => api().setFieldProps('email', { hidden: true }));
    expect(within(form()).queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    // a disabled or hidden field is not checked: only the new field's rule stops the submit
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await within(form()).findAllByText(en('validator.required'))).toHaveLength(1);

    act(() => api().removeField('remark'));
    expect(names()).toEqual(['username', 'note']);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: '', email: '', note: '' }));
  });
});
