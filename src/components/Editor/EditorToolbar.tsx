import { RichTextEditor } from '@mantine/tiptap';

/** The controls of the brief: marks, headings, lists, link, code, quote, alignment, history. */
export function EditorToolbar({ disabled }: { disabled: boolean }) {
  return (
    <RichTextEditor.Toolbar>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold disabled={disabled} />
        <RichTextEditor.Italic disabled={disabled} />
        <RichTextEditor.Underline disabled={disabled} />
        <RichTextEditor.Strikethrough disabled={disabled} />
        <RichTextEditor.ClearFormatting disabled={disabled} />
        <RichTextEditor.Code disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H1 disabled={disabled} />
        <RichTextEditor.H2 disabled={disabled} />
        <RichTextEditor.H3 disabled={disabled} />
        <RichTextEditor.H4 disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Blockquote disabled={disabled} />
        <RichTextEditor.CodeBlock disabled={disabled} />
        <RichTextEditor.Hr disabled={disabled} />
        <RichTextEditor.BulletList disabled={disabled} />
        <RichTextEditor.OrderedList disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link disabled={disabled} />
        <RichTextEditor.Unlink disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.AlignLeft disabled={disabled} />
        <RichTextEditor.AlignCenter disabled={disabled} />
        <RichTextEditor.AlignJustify disabled={disabled} />
        <RichTextEditor.AlignRight disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo disabled={disabled} />
        <RichTextEditor.Redo disabled={disabled} />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
