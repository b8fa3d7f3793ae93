import { Box, useComputedColorScheme, type BoxProps } from '@mantine/core';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { baseSetup, gutterSetup, readOnlySetup, themeSetup } from './editor-setup';
import { loadLanguage, type CodeLanguage } from './languages';

export interface CodeEditorProps extends BoxProps {
  value: string;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  readOnly?: boolean;
  lineNumbers?: boolean;
  /** `auto` follows Mantine's colour scheme */
  theme?: 'auto' | 'light' | 'dark';
  /** the editor's height; it scrolls inside */
  height?: number | string;
  /** more CodeMirror extensions (a linter, keymaps); keep the array stable between renders */
  extensions?: Extension;
  'aria-label'?: string;
}

/** Marks the transactions that bring in a new `value`, so they are not reported back as edits. */
const fromProp = Annotation.define<boolean>();

/** A CodeMirror 6 editor for JS/TS/JSON/CSS/HTML as a controlled React input. */
export function CodeEditor({
  value,
  onChange,
  language = 'javascript',
  readOnly = false,
  lineNumbers = true,
  theme = 'auto',
  height = 320,
  extensions,
  'aria-label': ariaLabel,
  ...boxProps
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [compartments] = useState(() => ({
    language: new Compartment(),
    theme: new Compartment(),
    readOnly: new Compartment(),
    gutter: new Compartment(),
    label: new Compartment(),
    extra: new Compartment(),
  }));
  const [initialDoc] = useState(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const scheme = useComputedColorScheme('light');
  const dark = theme === 'auto' ? scheme === 'dark' : theme === 'dark';

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialDoc,
        extensions: [
          baseSetup,
          ...Object.values(compartments).map((compartment) => compartment.of([])),
          EditorView.updateListener.of((update) => {
            const external = update.transactions.some((tr) => tr.annotation(fromProp));
            if (update.docChanged && !external) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [compartments, initialDoc]);

  useEffect(() => {
    if (view && view.state.doc.toString() !== value) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: value },
        annotations: fromProp.of(true),
      });
    }
  }, [view, value]);

  useEffect(() => {
    view?.dispatch({ effects: compartments.theme.reconfigure(themeSetup(dark)) });
  }, [view, compartments, dark]);
  useEffect(() => {
    view?.dispatch({ effects: compartments.readOnly.reconfigure(readOnlySetup(readOnly)) });
  }, [view, compartments, readOnly]);
  useEffect(() => {
    view?.dispatch({ effects: compartments.gutter.reconfigure(gutterSetup(lineNumbers)) });
  }, [view, compartments, lineNumbers]);
  useEffect(() => {
    view?.dispatch({ effects: compartments.extra.reconfigure(extensions ?? []) });
  }, [view, compartments, extensions]);
  useEffect(() => {
    const label = ariaLabel ? EditorView.contentAttributes.of({ 'aria-label': ariaLabel }) : [];
    view?.dispatch({ effects: compartments.label.reconfigure(label) });
  }, [view, compartments, ariaLabel]);

  useEffect(() => {
    if (!view) return;
    let current = true;
    void loadLanguage(language).then((extension) => {
      if (current) view.dispatch({ effects: compartments.language.reconfigure(extension) });
    });
    return () => {
      current = false;
    };
  }, [view, language, compartments]);

  return (
    <Box
      ref={host}
      h={height}
      data-language={language}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
      {...boxProps}
    />
  );
}
