import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TitledDialog } from '@/components/titled-dialog';
import { boardIdSchema } from '@contracts/board';
import { externalLinkSchema, menuModuleIdSchema, menuNameSchema } from '@contracts/menu';
import type { MenuFields } from '../api/change-menu';
import type { MenuNode } from './menu-tree';
import { adminUrls } from '@/lib/urls';

/** What an item opens. `link` items carry an external URL; the others a page of the site. */
export const ITEM_KINDS = [
  ['board', 'Board'],
  ['article', 'Article page'],
  ['member', 'Member page'],
  ['link', 'External link'],
] as const;
type Kind = (typeof ITEM_KINDS)[number][0];

export interface MenuItemDraft extends MenuFields {
  /** Module board only: create the board `moduleId` in the same step. */
  readonly createBoard: boolean;
}

export interface MenuItemDialogProps {
  readonly open: boolean;
  /** 'Add a top-level item', 'Add a sub-menu under "Community"', 'Edit "Notice"'. */
  readonly title: string;
  readonly initial?: Pick<MenuNode, 'name' | 'module' | 'moduleId' | 'link'>;
  readonly existingBoardIds: readonly string[];
  readonly busy: boolean;
  readonly onSave: (draft: MenuItemDraft) => void;
  readonly onClose: () => void;
}

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** Add or edit one menu item: name, what it opens (module and target, or a URL), and optionally a new board. */
export function MenuItemDialog({
  open,
  title,
  initial,
  existingBoardIds,
  busy,
  onSave,
  onClose,
}: MenuItemDialogProps) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('board');
  const [target, setTarget] = useState('');
  const [createBoard, setCreateBoard] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!open) return;
    const known = ITEM_KINDS.some(([value]) => value === initial?.module);
    setName(initial?.name ?? '');
    setKind(known ? (initial?.module as Kind) : 'board');
    setTarget(initial?.module === 'link' ? (initial.link ?? '') : (initial?.moduleId ?? ''));
    setCreateBoard(false);
    setSubmitted(false);
  }, [open, initial]);

  const boardExists = existingBoardIds.includes(target);
  const nameError = firstIssue(menuNameSchema.safeParse(name));
  const targetError =
    kind === 'link'
      ? firstIssue(externalLinkSchema.safeParse(target))
      : kind === 'board'
        ? (firstIssue((createBoard ? boardIdSchema : menuModuleIdSchema).safeParse(target)) ??
          (createBoard && boardExists
            ? 'is already a board: leave "Create" unticked to link to it'
            : undefined) ??
          (!createBoard && !boardExists
            ? 'is not a board yet: tick "Create this board" or pick an existing one'
            : undefined))
        : target
          ? firstIssue(menuModuleIdSchema.safeParse(target))
          : undefined;
  const targetLabel = kind === 'link' ? 'URL' : kind === 'board' ? 'Board id' : 'Page id (optional)';

  function save() {
    setSubmitted(true);
    if (nameError || targetError) return;
    onSave({
      name: name.trim(),
      module: kind,
      moduleId: kind === 'link' || !target ? null : target,
      link: kind === 'link' ? target : null,
      createBoard: kind === 'board' && createBoard,
    });
  }

  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      title={title}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="menu-item-form" variant="contained" disabled={busy}>
            Save
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id="menu-item-form"
        noValidate
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={submitted && Boolean(nameError)}
          helperText={submitted && nameError ? `Name ${nameError}` : 'What visitors see in the top bar'}
          autoFocus
        />
        <TextField select label="Opens" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {ITEM_KINDS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={targetLabel}
          required={kind === 'board' || kind === 'link'}
          value={target}
          onChange={(e) => setTarget(e.target.value.trim())}
          error={submitted && Boolean(targetError)}
          helperText={
            submitted && targetError
              ? `${targetLabel} ${targetError}`
              : kind === 'board'
                ? existingBoardIds.length > 0
                  ? `Existing boards: ${existingBoardIds.join(', ')}`
                  : 'No boards yet: tick "Create this board"'
                : kind === 'link'
                  ? 'An http(s) address outside the site'
                  : undefined
          }
        />
        {kind === 'board' && (
          <FormControlLabel
            control={<Checkbox checked={createBoard} onChange={(e) => setCreateBoard(e.target.checked)} />}
            label="Create this board now (members write, everyone reads; change it later under Boards)"
          />
        )}
        {kind === 'board' && boardExists && !createBoard && (
          <Alert severity="info">
            Links to the board <strong>{target}</strong>.{' '}
            <Link component={RouterLink} to={adminUrls.boardEdit(target)}>
              Edit the board
            </Link>
          </Alert>
        )}
      </Stack>
    </TitledDialog>
  );
}
