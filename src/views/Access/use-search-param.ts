import { useHashSearch } from '@/app/router/hash-location';

/** A query parameter of the hash route (`#/active-account?token=…`), '' when absent. */
export function useSearchParam(name: string): string {
  return new URLSearchParams(useHashSearch()).get(name) ?? '';
}
