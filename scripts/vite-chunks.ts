import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ENTRY_AREAS } from '../src/i18n/entry-areas.ts';

/**
 * Chunk grouping for the production build (issue #18): the sign-in page loads a handful of files
 * instead of one per Mantine component and icon, and no view loads a library it does not use.
 *
 * What the page needs before its first interaction is worked out from the module graph, not listed by
 * hand: the static import closure of the entry and of the sign-in view (dynamic imports are not
 * followed; they stay chunks of their own). Of that closure:
 * - `react` (react, react-dom, scheduler), `xstate` and `tolgee` are vendor chunks that change rarely;
 * - `ui` holds the other libraries the page uses (Mantine core and hooks, the form, its icons,
 *   wouter): components every other view uses too, and nothing else (a business view's charts,
 *   editors, spreadsheets and PDF libraries are not in the closure and keep their own chunks);
 * - `app` holds the console's start-up code (the entry's own closure) and the sign-in view's few
 *   helpers from outside its folder; the view's folder is chunked as any view's (its form, and the
 *   frame it shares with the registration and password pages);
 * - `messages-<language>`: a language's messages of the pages outside the console, one file.
 * Everything outside the closure is chunked as before (one lazy chunk per page). Only the console's
 * page is grouped: Storybook builds its own pages through the same config and is left as it was.
 */
const SIGN_IN_VIEW = /[\\/]src[\\/]views[\\/]Login[\\/]Login\.tsx$/;
const SIGN_IN_FOLDER = /[\\/]src[\\/]views[\\/]Login[\\/]/;
const SHELL = /[\\/]src[\\/]layouts[\\/]MainLayout\.tsx$/;
/**
 * What the sign-in page may load after its first paint without anyone acting: the navigation bar,
 * which App.tsx fetches when a page's code is slow to come (a loaded machine). None of it may sit in
 * the shell's chunk, or a slow sign-in page fetches the whole shell and its stylesheet for a bar
 * (and the build's drawn page, captured on a loaded machine, links the shell's stylesheet).
 */
const SIGN_IN_PAGE_LAZY = [/[\\/]src[\\/]app[\\/]navigation-progress\.ts$/];
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** A package's index: nothing but imports and re-exports (and comments, `'use client'`). */
function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/(^|;|\n)\s*(import|export)\b[^;]*;/g, '')
    .replace(/["']use client["'];?/g, '');
  return rest.trim() === '';
}

/**
 * The names a module imports (or re-exports): `import { a, b as c } from` gives a and b, as does
 * `export { a, b as c } from`. From every source at once,
 * which at worst takes a barrel's module of the same name as one imported elsewhere: a few bytes.
 */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["'][^"']+["']/g))
    for (const part of list.split(','))
      names.add(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
      );
  return names;
}

/** A barrel's exported names and the module each comes from (its `import {…} from` and `export {…} from`). */
function barrelExports(id: string, code: string): Map<string, string> {
  const local = new Map<string, string>();
  const at = (specifier: string) => resolve(dirname(id), specifier);
  for (const [, list, specifier] of code.matchAll(
    /(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  ))
    for (const part of list.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) local.set(alias ?? name, at(specifier));
    }
  // `export { local as exported }` without a source renames what was imported above
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g))
    for (const part of list.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      const source = name && local.get(name);
      if (alias && source) local.set(alias, source);
    }
  return local;
}

/** `src/i18n/locales/<language>/<area>.json` of an entry area: the language */
const ENTRY_MESSAGES = new RegExp(
  `[\\\\/]src[\\\\/]i18n[\\\\/]locales[\\\\/]([^\\\\/]+)[\\\\/](${ENTRY_AREAS.join('|')})\\.json$`,
);

export interface ChunkGroup {
  name: string | ((id: string) => string | null);
  debugName?: string;
  test: (id: string) => boolean;
  priority: number;
}

export function chunkGroups(): { plugin: Plugin; groups: ChunkGroup[] } {
  const entryClosure = new Set<string>();
  const signInClosure = new Set<string>();
  const entryIds = new Set<string>();
  const shellClosure = new Set<string>();
  /** the static closure of what the sign-in page loads lazily by itself (SIGN_IN_PAGE_LAZY) */
  const signInLazyClosure = new Set<string>();
  const vendor = (pattern: RegExp) => (id: string) =>
    signInClosure.has(id) && NODE_MODULES.test(id) && pattern.test(id);

  let consolePage = '';
  const plugin: Plugin = {
    name: 'outpost:chunk-groups',
    apply: 'build',
    configResolved(config) {
      consolePage = resolve(config.root, 'index.html');
    },
    buildEnd() {
      entryClosure.clear();
      signInClosure.clear();
      entryIds.clear();
      shellClosure.clear();
      signInLazyClosure.clear();
      const barrels = new Map<string, Map<string, string>>();
      const info = (id: string) => this.getModuleInfo(id);
      // what a module really takes from a barrel (a package index re-exporting hundreds of modules:
      // Mantine's, the icons'): only the modules behind the names it imports, not the whole package
      const walk = (start: string, into: Set<string>) => {
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          const module = info(id);
          for (const dependency of module?.importedIds ?? []) {
            const dependencyInfo = info(dependency);
            if (!dependencyInfo || !NODE_MODULES.test(dependency) || !isBarrel(dependencyInfo.code)) {
              stack.push(dependency);
              continue;
            }
            // the barrel itself stays out: a group takes the dependencies of what it holds
            let exports = barrels.get(dependency);
            if (!exports)
              barrels.set(dependency, (exports = barrelExports(dependency, dependencyInfo.code ?? '')));
            for (const name of importedNames(module?.code ?? '')) {
              const source = exports.get(name);
              if (source) stack.push(source);
            }
          }
        }
      };
      const ids = [...this.getModuleIds()];
      if (!ids.some((id) => id === consolePage && info(id)?.isEntry)) return;
      // the entry (index.html) and the modules it names (src/main.tsx) stay the entry chunk
      for (const id of ids)
        if (info(id)?.isEntry) for (const start of [id, ...info(id)!.importedIds]) entryIds.add(start);
      for (const id of entryIds) walk(id, entryClosure);
      for (const id of entryClosure) signInClosure.add(id);
      const view = ids.find((id) => SIGN_IN_VIEW.test(id));
      if (view) walk(view, signInClosure);
      const shell = ids.find((id) => SHELL.test(id));
      if (shell) walk(shell, shellClosure);
      for (const id of ids) if (SIGN_IN_PAGE_LAZY.some((lazy) => lazy.test(id))) walk(id, signInLazyClosure);
    },
    generateBundle(_options, bundle) {
      if (shellClosure.size === 0) return;
      // held, not hoped: no chunk the sign-in page loads by itself reaches the shell's chunk
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const starts = chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          [SIGN_IN_VIEW, ...SIGN_IN_PAGE_LAZY].some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
      );
      for (const start of starts) {
        const seen = new Set<string>();
        const stack = [start.fileName];
        while (stack.length) {
          const chunk = byFile.get(stack.pop()!);
          if (!chunk || seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          if (chunk.name === 'shell')
            this.error(
              `${start.fileName} statically imports the shell's chunk: the sign-in page would load it`,
            );
          stack.push(...chunk.imports);
        }
      }
    },
  };

  const groups: ChunkGroup[] = [
    // one language's messages of the pages outside the console, fetched together
    {
      debugName: 'messages',
      name: (id) => {
        const language = ENTRY_MESSAGES.exec(id)?.[1];
        return language ? `messages-${language}` : null;
      },
      test: (id) => entryIds.size > 0 && ENTRY_MESSAGES.test(id),
      priority: 50,
    },
    { name: 'react', test: vendor(/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 40 },
    { name: 'xstate', test: vendor(/[\\/]node_modules[\\/]xstate[\\/]/), priority: 30 },
    { name: 'tolgee', test: vendor(/[\\/]node_modules[\\/]@tolgee[\\/]/), priority: 30 },
    { name: 'ui', test: vendor(/./), priority: 20 },
    {
      // the console's own start-up code, and the few helpers of the sign-in view outside its folder
      // (the logo, the password's length rule, the remembered password): bytes every page has
      // anyway rather than a chunk of their own. The view's folder is chunked as any view's.
      name: 'app',
      test: (id) =>
        (entryClosure.has(id) || (signInClosure.has(id) && !SIGN_IN_FOLDER.test(id))) &&
        !NODE_MODULES.test(id) &&
        !entryIds.has(id),
      priority: 15,
    },
    {
      // what the sign-in page loads by itself later (SIGN_IN_PAGE_LAZY: the navigation bar, with the
      // portal and progress it draws), less what the page has: one file the shell imports in turn.
      // Left to the shell's group, a module both use would go into the shell's file (a group takes
      // its modules' dependencies along), and a slow sign-in page fetch the whole shell for a bar.
      name: 'navigation-bar',
      test: (id) => signInLazyClosure.has(id) && !signInClosure.has(id),
      priority: 12,
    },
    {
      // the shell (MainLayout's static closure, less what the sign-in page has): every signed-in page
      // draws it, so its hundred-odd modules (the menu's icons, the drawers, the tabs bar) are one
      // file rather than a request each, fetched while the sign-in is on its way (warm-console.ts)
      name: 'shell',
      test: (id) => shellClosure.has(id) && !signInClosure.has(id),
      priority: 10,
    },
  ];
  return { plugin, groups };
}
