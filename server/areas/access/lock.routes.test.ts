import { describe, expect, it } from 'vitest';
import { apiPostJson, encrypt, readJson, setupMockServer, signInAs, zh } from '../../../mocks/testing';

setupMockServer();

describe('POST Authorization/VerifyPassword (lock screen)', () => {
  it("answers true for the signed-in account's password", async () => {
    const { access_token } = await signInAs('seller');
    const response = await apiPostJson(
      'Authorization/VerifyPassword',
      { password: encrypt('seller') },
      access_token,
    );
    expect(await readJson(response)).toMatchObject({ code: 200, data: true });
  });

  it('answers 422 on the password field for a wrong one, in both languages', async () => {
    const { access_token } = await signInAs('seller');
    const en = await apiPostJson(
      'Authorization/VerifyPassword',
      { password: encrypt('admin') },
      access_token,
    );
    expect(en.status).toBe(422);
    expect(await readJson(en)).toMatchObject({ code: 422, data: { password: 'the password is incorrect' } });
    const chinese = await apiPostJson(
      'Authorization/VerifyPassword',
      { password: encrypt('x') },
      access_token,
      'zh-CN',
    );
    expect(await readJson(chinese)).toMatchObject({ data: { password: zh('passwordIncorrect') } });
  });

  it('answers 401 without a session', async () => {
    const response = await apiPostJson('Authorization/VerifyPassword', { password: encrypt('seller') });
    expect(response.status).toBe(401);
  });
});
