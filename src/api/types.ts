/** The server's answer envelope (seed §3): `code` 200 means success. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One page of a list; `total` counts every matching row. */
export interface PageResult<T> {
  list: T[];
  total: number;
}

/** `pageIndex` is 1-based (seed §9). */
export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}
