import { useId, useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { LinkDialog } from './link-dialog';
import { visuallyHidden } from '@/components/visually-hidden';
import { LinkIcon } from './link-icon';

/** Colours offered for text: readable on white, as a small fixed palette (stored as hex). */
export const TEXT_COLOURS = [
  { name: 'Red', value: '#d32f2f' },
  { name: 'Orange', value: '#e65100' },
  { name: 'Green', value: '#2e7d32' },
  { name: 'Blue', value: '#1565c0' },
  { name: 'Purple', value: '#6a1b9a' },
  { name: 'Grey', value: '#6b6b6b' },
] as const;

type Chain = ReturnType<Editor['chain']>;

/** A button that turns a mark or a block on and off; `name` is what the editor reports as active. */
interface Toggle {
  readonly name: string;
  readonly label: string;
  readonly glyph: ReactNode;
  readonly toggle: (chain: Chain) => Chain;
}

const MARK_TOGGLES: readonly Toggle[] = [
  { name: 'bold', label: 'Bold', glyph: <b>B</b>, toggle: (chain) => chain.toggleBold() },
  { name: 'italic', label: 'Italic', glyph: <i>I</i>, toggle: (chain) => chain.toggleItalic() },
  { name: 'underline', label: 'Underline', glyph: <u>U</u>, toggle: (chain) => chain.toggleUnderline() },
  { name: 'strike', label: 'Strikethrough', glyph: <s>S</s>, toggle: (chain) => chain.toggleStrike() },
];

const BLOCK_TOGGLES: readonly Toggle[] = [
  { name: 'bulletList', label: 'Bulleted list', glyph: '•≡', toggle: (chain) => chain.toggleBulletList() },
  { name: 'orderedList', label: 'Numbered list', glyph: '1.≡', toggle: (chain) => chain.toggleOrderedList() },
  { name: 'blockquote', label: 'Quote', glyph: '❝', toggle: (chain) => chain.toggleBlockquote() },
];

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    // The label is the button's text (visually hidden) and the glyph is decoration, so what a speech-input
    // user says ("click Bold") matches the name; the tooltip only describes.
    <Tooltip title={label} describeChild disableInteractive>
      <span>
        <Button
          aria-pressed={pressed}
          disabled={disabled}
          // Keeps the selection in the editor while the toolbar is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          size="small"
          sx={{
            minWidth: 36,
            height: 36,
            px: 1,
            color: 'text.primary',
            bgcolor: pressed ? 'action.selected' : 'transparent',
          }}
        >
          <span aria-hidden="true">{children}</span>
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </Button>
      </span>
    </Tooltip>
  );
}

/** Bold, italic, underline, strike, colour, headings, lists, quote, link, rule, undo and redo. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [colourAnchor, setColourAnchor] = useState<HTMLElement | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const colourButtonId = useId();
  const colourMenuId = useId();
  const chain = () => editor.chain().focus();
  const currentColour = editor.getAttributes('textStyle').color as string | undefined;
  const toggleButton = ({ name, label, glyph, toggle }: Toggle) => (
    <ToolButton
      key={name}
      label={label}
      pressed={editor.isActive(name)}
      onClick={() => toggle(chain()).run()}
    >
      {glyph}
    </ToolButton>
  );

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {MARK_TOGGLES.map(toggleButton)}
      <Tooltip title="Text colour" describeChild disableInteractive>
        <Button
          id={colourButtonId}
          aria-haspopup="menu"
          aria-expanded={colourAnchor !== null}
          aria-controls={colourAnchor ? colourMenuId : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => setColourAnchor(event.currentTarget)}
          size="small"
          sx={{ minWidth: 36, height: 36, px: 1, color: 'text.primary' }}
        >
          <Box
            component="span"
            aria-hidden="true"
            sx={{ borderBottom: 3, borderColor: currentColour ?? 'text.primary' }}
          >
            A
          </Box>
          <span aria-hidden="true">&nbsp;▾</span>
          <Box component="span" sx={visuallyHidden}>
            Text colour
          </Box>
        </Button>
      </Tooltip>
      <Menu
        id={colourMenuId}
        anchorEl={colourAnchor}
        open={colourAnchor !== null}
        onClose={() => setColourAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': colourButtonId, dense: true } }}
      >
        {TEXT_COLOURS.map((colour) => (
          <MenuItem
            key={colour.value}
            selected={currentColour === colour.value}
            onClick={() => {
              setColourAnchor(null);
              chain().setColor(colour.value).run();
            }}
          >
            <Box
              aria-hidden="true"
              component="span"
              sx={{ width: 14, height: 14, mr: 1, borderRadius: '50%', bgcolor: colour.value }}
            />
            {colour.name}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setColourAnchor(null);
            chain().unsetColor().run();
          }}
        >
          Default colour
        </MenuItem>
      </Menu>
      <Divider orientation="vertical" flexItem />
      {([2, 3, 4] as const).map((level) => (
        <ToolButton
          key={level}
          label={`Heading ${level - 1}`}
          pressed={editor.isActive('heading', { level })}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          H{level - 1}
        </ToolButton>
      ))}
      {BLOCK_TOGGLES.map(toggleButton)}
      <ToolButton label="Link" pressed={editor.isActive('link')} onClick={() => setLinkOpen(true)}>
        <LinkIcon fontSize="small" sx={{ display: 'block' }} />
      </ToolButton>
      <ToolButton label="Horizontal line" onClick={() => chain().setHorizontalRule().run()}>
        ―
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Undo" disabled={!editor.can().undo()} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Redo" disabled={!editor.can().redo()} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
      <LinkDialog
        open={linkOpen}
        initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setLinkOpen(false)}
        onApply={(href) => {
          setLinkOpen(false);
          if (!href) {
            chain().extendMarkRange('link').unsetLink().run();
            return;
          }
          if (editor.state.selection.empty && !editor.isActive('link')) {
            // Nothing selected: insert the address itself as the link text.
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else {
            chain().extendMarkRange('link').setLink({ href }).run();
          }
        }}
      />
    </Box>
  );
}
