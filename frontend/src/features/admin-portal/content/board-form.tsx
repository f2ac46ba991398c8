import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { boardIdSchema, boardSettingsSchema, type BoardAccess, type BoardSettings } from '@contracts/board';
import { AdminPage } from '../components/admin-page';
import { QueryState } from '../components/list-state';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from '../api/admin-query-keys';
import { useBoards } from '../api/get-boards';
import { NEW_BOARD_SETTINGS, useCreateBoard, useUpdateBoard } from '../api/save-board';

const ACCESS: readonly [BoardAccess, string][] = [
  ['guest', 'Everyone'],
  ['member', 'Members'],
  ['admin', 'Admins only'],
];
const PERMISSIONS = [
  ['list', 'See the list'],
  ['read', 'Read posts'],
  ['write', 'Write posts'],
  ['comment', 'Comment'],
] as const;

/** The form's label of each setting, so a message names what the admin sees ("Name is required"). */
const LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  postsPerPage: 'Posts per page',
  categories: 'Categories',
  ...Object.fromEntries(PERMISSIONS),
};

/** The label of the setting an issue is about: its innermost named part ("permissions.list" → "See the list"). */
function labelOfPath(path: readonly PropertyKey[]): string {
  for (const part of [...path].reverse()) if (typeof part === 'string' && LABELS[part]) return LABELS[part];
  return 'Settings';
}

/** /admin/board/create and /admin/board/edit/{id}: a board's name, permissions, categories and page size. */
export function BoardForm({ boardId }: { boardId?: string }) {
  const createBoard = useCreateBoard();
  const updateBoard = useUpdateBoard();
  const navigate = useNavigate();
  const boards = useBoards();
  const existing = boardId ? boards.data?.find((b) => b.id === boardId) : undefined;
  const [id, setId] = useState('');
  const [settings, setSettings] = useState<BoardSettings>(NEW_BOARD_SETTINGS);
  const [categories, setCategories] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!existing) return;
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = existing;
    setSettings(rest);
    setCategories(rest.categories.join('\n'));
  }, [existing]);

  const save = useAdminAction({
    run: (input: BoardSettings) => (boardId ? updateBoard(boardId, input) : createBoard(id, input)),
    success: (_r, input) =>
      boardId ? `The board "${input.name}" was saved.` : `The board "${input.name}" was created.`,
    invalidate: [adminKeys.boards],
    onDone: () => void navigate('/admin/board/list'),
  });

  function submit() {
    const input = {
      ...settings,
      categories: categories
        .split(/[\n,]/)
        .map((c) => c.trim())
        .filter(Boolean),
    };
    const problems: string[] = [];
    if (!boardId) {
      const idCheck = boardIdSchema.safeParse(id);
      if (!idCheck.success) problems.push(`Board id ${idCheck.error.issues[0]?.message ?? 'is not valid'}`);
    }
    const parsed = boardSettingsSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${labelOfPath(issue.path)} ${issue.message}`);
    }
    setErrors(problems);
    if (problems.length === 0 && parsed.success) save.mutate(parsed.data);
  }

  const title = boardId ? `Edit board ${existing?.name ?? boardId}` : 'Create a board';
  const form = (
    <Paper sx={{ p: 2, maxWidth: 720 }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {errors.length > 0 && (
          <Alert severity="error" role="alert">
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Alert>
        )}
        {!boardId && (
          <TextField
            label="Board id"
            required
            value={id}
            onChange={(e) => setId(e.target.value.trim())}
            helperText="Lower-case letters, digits and hyphens; the board's address is /board/<id>"
          />
        )}
        <TextField
          label="Name"
          required
          value={settings.name}
          onChange={(e) => setSettings({ ...settings, name: e.target.value })}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={settings.description}
          onChange={(e) => setSettings({ ...settings, description: e.target.value })}
        />
        <TextField
          label="Posts per page"
          type="number"
          value={settings.postsPerPage}
          onChange={(e) => setSettings({ ...settings, postsPerPage: Number(e.target.value) })}
          slotProps={{ htmlInput: { min: 5, max: 100 } }}
          helperText="5 to 100"
        />
        <TextField
          label="Categories"
          multiline
          minRows={3}
          value={categories}
          onChange={(e) => setCategories(e.target.value)}
          helperText="One per line (or separated by commas); leave empty for none"
        />
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" sx={{ px: 0.5 }}>
            Who may
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {PERMISSIONS.map(([key, label]) => (
              <TextField
                key={key}
                select
                size="small"
                label={label}
                value={settings.permissions[key]}
                onChange={(e) =>
                  setSettings({
                    ...settings,
                    permissions: { ...settings.permissions, [key]: e.target.value as BoardAccess },
                  })
                }
              >
                {ACCESS.map(([value, text]) => (
                  <MenuItem key={value} value={value}>
                    {text}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => void navigate(-1)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {boardId ? 'Save' : 'Create'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );

  return (
    <AdminPage title={title}>
      {boardId ? (
        <QueryState query={boards} empty={!existing} emptyText={`There is no board "${boardId}".`}>
          {form}
        </QueryState>
      ) : (
        form
      )}
    </AdminPage>
  );
}
