import { get, post, postMultipart } from '../client';
import type { Fields } from '../serialize';
import type { ListResult, UploadedFile, UploadPurpose } from './types/api';

/** Shared shapes of the business calls: lists, files, actions and uploads. */

export function getList<T>(path: string, query: Fields): Promise<ListResult<T>> {
  return get<ListResult<T>>(path, query);
}

/** A file answer (export, label, statement) as a Blob; an error answer still rejects with its message. */
export function download(path: string, params?: Fields): Promise<Blob> {
  return get<Blob>(path, params, { responseType: 'blob' });
}

export function downloadPost(path: string, body: object): Promise<Blob> {
  return post<Blob>(path, body, { responseType: 'blob' });
}

/** 'requestCancel' → 'RequestCancel': the path of a lifecycle action (business.md §2). */
export const actionPath = (module: string, event: string): string =>
  `${module}/${event.charAt(0).toUpperCase()}${event.slice(1)}`;

export function runAction<T>(module: string, event: string, id: string, payload: object = {}): Promise<T> {
  return post<T>(actionPath(module, event), { ...payload, id });
}

/** `POST <Module>/Upload`: type and size are checked by the server (422 on `file`). */
export function uploadFile(
  module: string,
  file: Blob,
  purpose: UploadPurpose,
  docId?: string,
): Promise<UploadedFile> {
  return postMultipart<UploadedFile>(`${module}/Upload`, { file, purpose, docId });
}
