import { useEffect } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import type { JSONContent } from '@tiptap/core';
import Box from '@mui/material/Box';
import { isSafeHref } from '@contracts/rich-text';
import { palette } from '@/config/theme';
import { richTextSx } from '@/components/content/rich-text-body';
import { EditorToolbar } from './editor-toolbar';

/**
 * The editor's schema is the allow-list: nodes and marks not registered here (images, tables, code, fonts,
 * classes, styles other than colour) do not exist in it, so text pasted from Word or a web page keeps its
 * simple formatting and loses the rest, and scripts or styles never enter the document.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
  TextStyle,
  Color,
];

export interface RichTextEditorProps {
  /** The document or HTML to start from (read once, when the editor is created). */
  readonly initialContent: JSONContent | string | null;
  readonly onChange: (doc: JSONContent) => void;
  readonly onReady?: (editor: Editor) => void;
  readonly label: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
}

/** The editing area's attributes: a labelled multi-line textbox, marked invalid and described while in error. */
function editingAreaAttributes({
  label,
  invalid,
  describedBy,
}: Pick<RichTextEditorProps, 'label' | 'invalid' | 'describedBy'>): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    spellcheck: 'true',
  };
}

/** A WYSIWYG editor (TipTap) with its toolbar; the editing area is a labelled multi-line textbox. */
export function RichTextEditor({
  initialContent,
  onChange,
  onReady,
  label,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions,
    content: initialContent ?? '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: editingAreaAttributes({ label, invalid, describedBy }),
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON()),
  });

  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);

  // Attributes of the editing area follow validation state after creation.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: editingAreaAttributes({ label, invalid, describedBy }),
      },
    });
  }, [editor, invalid, describedBy, label]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': { outline: `2px solid ${palette.nearBlack}`, outlineOffset: 1 },
      }}
    >
      {editor && <EditorToolbar editor={editor} />}
      <Box
        sx={{
          ...richTextSx,
          px: 2,
          '& .ProseMirror': { minHeight: 280, py: 1, outline: 'none' },
          '& .ProseMirror a': { color: 'secondary.dark', textDecoration: 'underline' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
