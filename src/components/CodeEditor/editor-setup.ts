import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { darkHighlight, lightHighlight } from './readable-highlight';

/**
 * The editing basics, chosen one by one instead of the `codemirror` bundle's basicSetup (which also
 * brings autocompletion, search and lint panels this console does not use).
 * Tab indents; Esc then Tab leaves the editor (CodeMirror's own escape hatch).
 */
export const baseSetup: Extension = [
  highlightSpecialChars(),
  history(),
  drawSelection(),
  indentOnInput(),
  bracketMatching(),
  highlightActiveLine(),
  keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
  // the text is a stop of the Tab key in its own right, so the scrolled area is reachable by keyboard
  // wherever the editor is (an editable region is focusable, but not every tool counts it)
  EditorView.contentAttributes.of({ tabindex: '0' }),
];

export const gutterSetup = (show: boolean): Extension =>
  show ? [lineNumbers(), highlightActiveLineGutter()] : [];

export const readOnlySetup = (readOnly: boolean): Extension =>
  readOnly
    ? [EditorState.readOnly.of(true), EditorView.contentAttributes.of({ 'aria-readonly': 'true' })]
    : [];

/** The chrome takes Mantine's colours (so it sits in cards of either scheme); tokens take a palette per scheme. */
export function themeSetup(dark: boolean): Extension {
  return [
    EditorView.theme(
      {
        '&': {
          height: '100%',
          fontSize: '13px',
          color: 'var(--mantine-color-text)',
          backgroundColor: dark ? 'var(--mantine-color-dark-8)' : 'var(--mantine-color-body)',
        },
        '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '-1px' },
        '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.55' },
        '.cm-content': { caretColor: 'var(--mantine-color-text)' },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--mantine-color-text)' },
        '.cm-gutters': {
          backgroundColor: dark ? 'var(--mantine-color-dark-7)' : 'var(--mantine-color-gray-0)',
          color: 'var(--mantine-color-dimmed)',
          borderRight: '1px solid var(--mantine-color-default-border)',
        },
        '.cm-activeLine': { backgroundColor: dark ? 'rgba(255,255,255,0.04)' : 'rgba(0,0,0,0.035)' },
        '.cm-activeLineGutter': { backgroundColor: dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.05)' },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
          backgroundColor: dark ? 'rgba(120,160,255,0.3)' : 'rgba(34,139,230,0.22)',
        },
      },
      { dark },
    ),
    syntaxHighlighting(dark ? darkHighlight : lightHighlight),
  ];
}
