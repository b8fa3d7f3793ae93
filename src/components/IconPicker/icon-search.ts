import { iconRegistry } from '@/components/Icon/registry';

export const allIconNames = (): string[] => Object.keys(iconRegistry).sort();

/** Names containing every word of the query (case-insensitive), so "arrow up" finds vi-arrow-back-up. */
export function searchIcons(query: string, names: string[] = allIconNames()): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return names.filter((name) => words.every((word) => name.includes(word)));
}

export function page<T>(items: T[], pageNumber: number, pageSize: number): T[] {
  return items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
}
