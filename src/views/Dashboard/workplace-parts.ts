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

/** A section of the menu and the page it opens on. */
export interface SectionEntrance {
  section: MenuItem;
  page: MenuItem;
}

/**
 * One way into each section of the menu (a top-level entry): its first page, groups opened up, in the
 * menu's order. Links out of the console are not entrances, and neither is the page the person is on
 * (`here`): a section whose first page it is opens on its next one, if it has one.
 */
export function sectionEntrances(items: MenuItem[], here?: string): SectionEntrance[] {
  return items.flatMap((section) => {
    const page = leafItems([section]).find((item) => !item.external && item.path !== here);
    return page ? [{ section, page }] : [];
  });
}
