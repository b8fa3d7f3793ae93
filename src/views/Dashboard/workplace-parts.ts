import type { MenuItem } from '@machines/types';

/** Good morning / afternoon / evening, by the viewer's local hour. */
export function greetingKey(hour: number): string {
  if (hour < 5) return 'workplace.greeting.night';
  if (hour < 12) return 'workplace.greeting.morning';
  if (hour < 18) return 'workplace.greeting.afternoon';
  return 'workplace.greeting.evening';
}

/** The pages of the menu, groups opened up. */
export function leafItems(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children?.length ? leafItems(item.children) : [item]));
}
