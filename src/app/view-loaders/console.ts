import type { ConsoleViewName } from '../view-names';
import { businessViews } from './business';
import { exampleViews } from './example';
import { formTableViews } from './form-table';
import { richViews } from './rich';
import { shellViews } from './shell';
import type { ViewLoader } from './types';
import { widgetViews } from './widgets';

/**
 * The loaders of every view inside the shell, one chunk fetched while a person signs in (#18): the
 * registry (`../views.ts`) asks for it the first time it loads one of these views.
 */
export const consoleViews = {
  ...shellViews,
  ...formTableViews,
  ...richViews,
  ...widgetViews,
  ...businessViews,
  ...exampleViews,
} satisfies Record<ConsoleViewName, ViewLoader>;

// the loaders are exactly the names the entry knows (`../view-names.ts`): a spread's extra key is no
// excess property to `satisfies`, so both directions are checked here
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<keyof typeof consoleViews, ConsoleViewName> = true;
void sameNames;
