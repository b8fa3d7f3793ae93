import type { TokenPair, UserInfo } from '@machines/types';
import { apiUrl, get, post, postForm, postMultipart } from './client';

const TOKEN_URL = 'Authorization/connect/token';

export interface TokenRequest {
  username: string;
  /** RSA-encrypted (crypto.ts) */
  password: string;
}

/** The sign-in form shows a wrong password inline, hence silent. */
export function requestToken({ username, password }: TokenRequest): Promise<TokenPair> {
  return postForm<TokenPair>(
    TOKEN_URL,
    { grant_type: 'password', username, password },
    {
      silent: true,
      skipRefresh: true,
      withToken: false,
    },
  );
}

/**
 * Called by the tokenRefresh machine. It must not start the refresh flow itself, and a route change
 * cancelling all requests must not abort it (that would log the user out).
 */
export function refreshToken(refreshToken: string): Promise<TokenPair> {
  return postForm<TokenPair>(
    TOKEN_URL,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    {
      silent: true,
      skipRefresh: true,
      withToken: false,
      cancellable: false,
    },
  );
}

/**
 * The user's avatar where an <img> can fetch it: the back-end names it by its path under the API base
 * (`Authorization/Avatar?id=`), which is the console's to resolve (the API may be on another origin).
 */
function withAvatarUrl<T extends { avatar?: string }>(answer: T): T {
  return answer && typeof answer.avatar === 'string' ? { ...answer, avatar: apiUrl(answer.avatar) } : answer;
}

export async function getUserInfo(): Promise<UserInfo> {
  return withAvatarUrl(await get<UserInfo>('Authorization/GetUserInfo'));
}

/** Truthy when the server revoked the tokens. */
export function loginOut(): Promise<boolean> {
  return get<boolean>('Authorization/loginOut');
}

export interface SaveUserInfoBody {
  nickname: string;
  email: string;
  phone?: string;
}

/** A 422 carries the field messages: see isValidationError and fieldErrors. */
export async function saveUserInfo(body: SaveUserInfoBody): Promise<UserInfo> {
  return withAvatarUrl(await post<UserInfo>('Authorization/SaveUserInfo', body));
}

export interface ChangePasswordBody {
  /** both RSA-encrypted */
  oldPassword: string;
  newPassword: string;
}

export function changeUserPassword(body: ChangePasswordBody): Promise<boolean> {
  return post<boolean>('Authorization/ChangeUserPassword', body);
}

export async function uploadAvatar(file: Blob): Promise<{ avatar: string }> {
  return withAvatarUrl(await postMultipart<{ avatar: string }>('Authorization/UploadAvatar', { file }));
}

export function getVerificationCode(email: string): Promise<boolean> {
  return get<boolean>('Authorization/GetVerificationCode', { email });
}
