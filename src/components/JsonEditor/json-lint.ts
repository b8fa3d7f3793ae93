import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { findJsonError, type JsonError } from './json-check';

/** Underlines the first JSON fault in the editor and marks its line in a gutter. */
export function jsonLint(describe: (error: JsonError) => string): Extension {
  return [
    linter(
      (view): Diagnostic[] => {
        const text = view.state.doc.toString();
        const error = findJsonError(text);
        if (!error || error.kind === 'empty') return [];
        const from = Math.min(error.position, text.length);
        return [{ from, to: Math.min(from + 1, text.length), severity: 'error', message: describe(error) }];
      },
      { delay: 250 },
    ),
    lintGutter(),
  ];
}
