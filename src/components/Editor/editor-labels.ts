import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';

/** The toolbar's names in the console's language (Mantine's defaults are English only). */
const KEYS = {
  boldControlLabel: 'bold',
  italicControlLabel: 'italic',
  underlineControlLabel: 'underline',
  strikeControlLabel: 'strike',
  clearFormattingControlLabel: 'clearFormatting',
  h1ControlLabel: 'h1',
  h2ControlLabel: 'h2',
  h3ControlLabel: 'h3',
  h4ControlLabel: 'h4',
  bulletListControlLabel: 'bulletList',
  orderedListControlLabel: 'orderedList',
  linkControlLabel: 'link',
  unlinkControlLabel: 'unlink',
  blockquoteControlLabel: 'blockquote',
  codeControlLabel: 'code',
  codeBlockControlLabel: 'codeBlock',
  hrControlLabel: 'hr',
  alignLeftControlLabel: 'alignLeft',
  alignCenterControlLabel: 'alignCenter',
  alignRightControlLabel: 'alignRight',
  alignJustifyControlLabel: 'alignJustify',
  undoControlLabel: 'undo',
  redoControlLabel: 'redo',
  linkEditorInputLabel: 'linkInput',
  linkEditorInputPlaceholder: 'linkPlaceholder',
  linkEditorExternalLink: 'linkExternal',
  linkEditorInternalLink: 'linkInternal',
  linkEditorSave: 'linkSave',
} as const satisfies Partial<Record<keyof RichTextEditorLabels, string>>;

export function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslate();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(KEYS).map(([label, key]) => [label, t(`rich.editor.controls.${key}`)]),
      ) as Partial<RichTextEditorLabels>,
    [t],
  );
}
