import '@mantine/tiptap/styles.css';
import { Group, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import TextAlign from '@tiptap/extension-text-align';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { useEditor, useEditorState, type Editor as TiptapEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslate } from '@tolgee/react';
import { useEffect, type CSSProperties } from 'react';
import classes from './Editor.module.css';
import { useEditorLabels } from './editor-labels';
import { EditorToolbar } from './EditorToolbar';

export interface EditorProps {
  /** HTML; an empty document is '' */
  value: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** shows the content without the toolbar; it can still be selected and copied */
  readOnly?: boolean;
  /** greys out the toolbar and the content */
  disabled?: boolean;
  /** the most characters the document may hold; typing past it is refused */
  maxLength?: number;
  /** the editable area's least height */
  minHeight?: number;
  label?: string;
}

const htmlOf = (editor: TiptapEditor) => (editor.isEmpty ? '' : editor.getHTML());

/** A rich text editor (Mantine's tiptap editor) as a controlled input of HTML, with a character count. */
export function Editor({
  value,
  onChange,
  placeholder = '',
  readOnly = false,
  disabled = false,
  maxLength,
  minHeight = 200,
  label,
}: EditorProps) {
  const { t } = useTranslate();
  const labels = useEditorLabels();
  const editable = !readOnly && !disabled;
  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({ link: false }),
        Link,
        TextAlign.configure({ types: ['heading', 'paragraph'] }),
        Placeholder.configure({ placeholder }),
        CharacterCount.configure({ limit: maxLength ?? null }),
      ],
      content: value,
      editable,
      onUpdate: ({ editor: updated }) => onChange?.(htmlOf(updated)),
    },
    // the two options tiptap reads only when it creates the editor
    [placeholder, maxLength],
  );

  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(editable, false);
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label ?? t('rich.editor.label'),
          'aria-readonly': String(readOnly),
          'aria-disabled': String(disabled),
        },
      },
    });
  }, [editor, editable, label, readOnly, disabled, t]);

  const counts = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current && !current.isDestroyed
        ? {
            characters: current.storage.characterCount.characters(),
            words: current.storage.characterCount.words(),
          }
        : { characters: 0, words: 0 },
  });

  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      className={classes.root}
      data-disabled={disabled || undefined}
      style={{ '--editor-min-height': `${minHeight}px` } as CSSProperties}
    >
      {readOnly ? null : <EditorToolbar disabled={disabled} />}
      <RichTextEditor.Content className={classes.content} />
      <Group justify="flex-end" gap="md" px="sm" py={4} className={classes.footer}>
        <Text fz="xs" c="dimmed" data-testid="editor-count" aria-live="polite">
          {maxLength
            ? t('rich.editor.countLimited', { count: counts?.characters ?? 0, limit: maxLength })
            : t('rich.editor.count', { count: counts?.characters ?? 0 })}
          {' · '}
          {t('rich.editor.words', { count: counts?.words ?? 0 })}
        </Text>
      </Group>
    </RichTextEditor>
  );
}
