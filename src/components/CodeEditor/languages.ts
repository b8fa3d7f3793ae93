import type { Extension } from '@codemirror/state';

export const CODE_LANGUAGES = ['javascript', 'typescript', 'json', 'css', 'html'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Each language's grammar is its own chunk, fetched when an editor first needs it. */
const loaders: Record<CodeLanguage, () => Promise<Extension>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  typescript: () =>
    import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true, typescript: true })),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
};

export function loadLanguage(language: CodeLanguage): Promise<Extension> {
  return loaders[language]();
}
