import { get, post } from './client';
import type { RequestBody } from './encode';
import type { Fields } from './serialize';

// The seed's sample endpoints sit at the site root (/mock/*), not under the API base URL.
const SITE_ROOT = { baseURL: '' };

export function sampleGet<T>(path: string, params?: Fields): Promise<T> {
  return get<T>(`/mock/${path}`, params, SITE_ROOT);
}

export function samplePost<T>(path: string, body?: RequestBody): Promise<T> {
  return post<T>(`/mock/${path}`, body, SITE_ROOT);
}
