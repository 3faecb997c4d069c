import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId } from 'react';

/** Rich-text and text areas show 10 rows and grow to 20 (spec section 9). */
const LINE_HEIGHT_EM = 1.5;
const MIN_ROWS = 10;
const MAX_ROWS = 20;

export interface RichTextEditorProps {
  /** The visible label, also the editor's accessible name. */
  label: string;
  /** HTML; an empty editor is ''. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

interface ToolbarButton {
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLBAR: ToolbarButton[] = [
  {
    label: 'Bold',
    icon: <FormatBoldIcon />,
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    icon: <FormatItalicIcon />,
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    icon: <FormatUnderlinedIcon />,
    isActive: (editor) => editor.isActive('underline'),
    run: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Bulleted list',
    icon: <FormatListBulletedIcon />,
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumberedIcon />,
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

/** The editor's HTML, or '' when it holds no text (TipTap keeps an empty paragraph). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A TipTap rich-text field with a small formatting toolbar, usable as a react-hook-form controlled field
 * (value/onChange of HTML). It only offers markup the server's sanitiser keeps. Load it lazily: TipTap
 * and ProseMirror are large, so only the screens that edit rich text should pay for them.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  required = false,
  error = false,
  helperText,
  disabled = false,
}: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    // The contenteditable is named by the visible label and described by the helper or error text.
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperText ? { 'aria-describedby': helperId } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // TipTap destroys the editor while a Suspense boundary hides it and hands out a new one a render later;
  // the effects of the render in between must leave the destroyed one alone.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // A value set from outside (a form reset after loading) replaces the content; typing does not loop.
  useEffect(() => {
    if (!editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLBAR.map((button) => button.isActive(current)),
  });

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        onClick={() => editor.commands.focus()}
        sx={{ display: 'block', mb: 0.75, fontWeight: 600, color: error ? 'error.main' : 'text.primary' }}
      >
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ ml: 0.25 }}>
            *
          </Box>
        )}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.500',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            outline: 2,
            outlineColor: error ? 'error.main' : 'primary.main',
            outlineOffset: -1,
          },
        }}
      >
        <Box
          role="group"
          aria-label={`${label} formatting`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {TOOLBAR.map((button, index) => (
            <Tooltip key={button.label} title={button.label}>
              <IconButton
                size="small"
                aria-label={button.label}
                aria-pressed={active[index] ?? false}
                disabled={disabled}
                // Keep the editor's selection when the button is pressed with a mouse.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => button.run(editor)}
                sx={{
                  color: active[index] ? 'primary.contrastText' : 'text.primary',
                  bgcolor: active[index] ? 'primary.main' : 'transparent',
                  '&:hover': { bgcolor: active[index] ? 'primary.dark' : 'action.hover' },
                }}
              >
                {button.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Box>
        <Box
          sx={{
            '& .tiptap': {
              px: 1.5,
              py: 1,
              lineHeight: LINE_HEIGHT_EM,
              minHeight: `${MIN_ROWS * LINE_HEIGHT_EM}em`,
              maxHeight: `${MAX_ROWS * LINE_HEIGHT_EM}em`,
              overflowY: 'auto',
              outline: 'none',
              overflowWrap: 'anywhere',
            },
            '& .tiptap p': { my: 0.5 },
            '& .tiptap a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error} sx={{ mx: 1.75 }}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

export default RichTextEditor;
