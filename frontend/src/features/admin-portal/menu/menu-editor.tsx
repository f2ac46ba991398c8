import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { menuLink } from '@contracts/menu';
import { homePageRefusal } from '@contracts/site-settings';
import {
  isStaleMenu,
  STALE_MENU_MESSAGE,
  useCreateMenu,
  useDeleteMenu,
  useMoveMenus,
  useUpdateMenu,
} from '../api/change-menu';
import { useAdminMenuTree, useReloadAdminMenu } from '../api/get-admin-menu-tree';
import { useBoards, useReloadBoards } from '../api/get-boards';
import { NEW_BOARD_SETTINGS, useCreateBoard } from '../api/save-board';
import { useSetHomeMenu } from '../api/set-home-menu';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryState } from '../components/list-state';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { MenuItemDialog, type MenuItemDraft } from './menu-item-dialog';
import { MenuRowActions } from './menu-row-actions';
import {
  canHaveChildren,
  countDescendants,
  DEPTH_MESSAGE,
  planDrop,
  planKeyboardMove,
  type DropPosition,
  type MenuNode,
  type MovePlan,
} from './menu-tree';
import { useMenuLiveReload } from './use-menu-live-reload';
import { plural } from '@/lib/plural';
import { adminUrls } from '@/lib/urls';

type Editing =
  | { readonly kind: 'add'; readonly parentId: string | null; readonly title: string }
  | { readonly kind: 'edit'; readonly node: MenuNode };

function dropPosition(event: DragEvent<HTMLElement>, allowInside: boolean): DropPosition {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / (box.height || 1);
  if (allowInside && y > 0.3 && y < 0.7) return 'inside';
  return y < 0.5 ? 'before' : 'after';
}

/** /admin/menu/edit: the site's menu tree (3 levels), edited in place. */
export function MenuEditor() {
  const tree = useAdminMenuTree();
  const reloadTree = useReloadAdminMenu();
  const boards = useBoards();
  const reloadBoards = useReloadBoards();
  const createBoard = useCreateBoard();
  const createMenu = useCreateMenu();
  const updateMenu = useUpdateMenu();
  const deleteMenu = useDeleteMenu();
  const moveMenus = useMoveMenus();
  const setHomeMenu = useSetHomeMenu();
  const { markOwnChange } = useMenuLiveReload();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MenuNode | null>(null);
  const [busy, setBusy] = useState(false);
  const dragged = useRef<string | null>(null);
  const [dropHint, setDropHint] = useState<{ id: string; position: DropPosition } | null>(null);
  // The arrow button pressed, to be focused again in the item's new place: every button is disabled while
  // a change runs, which drops focus to the page, and a keyboard user would start again from the top.
  const refocusMove = useRef<string | null>(null);
  useEffect(() => {
    // After the tree has been read again: moving the row in the page would drop focus once more.
    if (busy || tree.isFetching || !refocusMove.current) return;
    const button = document.querySelector<HTMLElement>(`[data-move="${CSS.escape(refocusMove.current)}"]`);
    refocusMove.current = null;
    button?.focus();
  }, [busy, tree.isFetching, tree.data]);

  /** Runs one change: toasts the outcome, explains a concurrent edit, and reloads the tree either way. */
  async function change(successMessage: string, action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    markOwnChange();
    try {
      await action();
      notify.success(successMessage);
      return true;
    } catch (error) {
      if (isStaleMenu(error)) notify.warning(STALE_MENU_MESSAGE);
      else notify.error(error);
      return false;
    } finally {
      markOwnChange();
      setBusy(false);
      await reloadTree();
    }
  }

  function applyPlan(plan: MovePlan, node: MenuNode, refocus: string | null = null) {
    if ('refused' in plan) {
      notify.warning(plan.refused);
      return;
    }
    if (plan.steps.length === 0) return;
    refocusMove.current = refocus;
    void change(`"${node.name}" was moved.`, () => moveMenus(plan.steps));
  }

  async function save(draft: MenuItemDraft) {
    if (!editing) return;
    const { createBoard: withBoard, ...fields } = draft;
    const ok = await change(
      editing.kind === 'add'
        ? `"${fields.name}" was added${withBoard ? ` with its new board ${fields.moduleId}` : ''}.`
        : `"${fields.name}" was saved.`,
      async () => {
        if (withBoard && fields.moduleId) {
          await createBoard(fields.moduleId, { ...NEW_BOARD_SETTINGS, name: fields.name });
          await reloadBoards();
        }
        if (editing.kind === 'add') await createMenu(fields, editing.parentId);
        else await updateMenu(editing.node.id, fields);
      },
    );
    if (ok) setEditing(null);
  }

  async function remove(node: MenuNode) {
    const children = countDescendants(node);
    const ok = await change(
      children > 0
        ? `"${node.name}" and its ${plural(children, 'sub-menu')} were deleted.`
        : `"${node.name}" was deleted.`,
      () => deleteMenu(node.id, children > 0),
    );
    if (ok) setDeleting(null);
  }

  /** Makes `/` show this item's page (Rhymix's "set as home"), or, with null, the default home page again. */
  function setHome(node: MenuNode | null) {
    const refusal = node ? homePageRefusal(node) : null;
    if (refusal) {
      notify.warning(`"${node?.name}" cannot be the home page. ${refusal}`);
      return;
    }
    void change(
      node
        ? `"${node.name}" is now the home page: the site's address opens ${menuLink(node)}.`
        : 'The home page is the default page again (the latest posts of every board).',
      async () => {
        try {
          await setHomeMenu(node?.id ?? null);
        } catch (error) {
          if (isStaleMenu(error)) throw error;
          throw new Error(`The home page was not changed: ${errorMessage(error)}`);
        }
      },
    );
  }

  function addChild(node: MenuNode, depth: number) {
    if (!canHaveChildren(depth)) {
      const message = `${DEPTH_MESSAGE} "${node.name}" is on level ${depth}, so it cannot have sub-menus.`;
      notify.warning(message);
      return;
    }
    setEditing({ kind: 'add', parentId: node.id, title: `Add a sub-menu under "${node.name}"` });
  }

  const menus = tree.data?.menus ?? [];
  const homeMenuId = tree.data?.homeMenuId ?? null;

  function renderNode(node: MenuNode, depth: number, parent: MenuNode | null) {
    const hint = dropHint?.id === node.id ? dropHint.position : null;
    return (
      <Box component="li" key={node.id} sx={{ listStyle: 'none' }}>
        <Box
          data-testid={`menu-row-${node.id}`}
          draggable={!busy}
          onDragStart={(e) => {
            dragged.current = node.id;
            e.dataTransfer?.setData('text/plain', node.id);
          }}
          onDragEnd={() => {
            dragged.current = null;
            setDropHint(null);
          }}
          onDragOver={(e) => {
            if (!dragged.current) return;
            e.preventDefault();
            setDropHint({ id: node.id, position: dropPosition(e, true) });
          }}
          onDragLeave={() => setDropHint(null)}
          onDrop={(e) => {
            e.preventDefault();
            const draggedId = dragged.current;
            dragged.current = null;
            setDropHint(null);
            if (!draggedId) return;
            const plan = planDrop(menus, draggedId, node.id, dropPosition(e, true));
            applyPlan(plan, { ...node, name: findName(menus, draggedId) });
          }}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            py: 0.75,
            pl: `${(depth - 1) * 24 + 8}px`,
            pr: 1,
            borderBottom: 1,
            borderColor: 'divider',
            cursor: busy ? 'default' : 'grab',
            bgcolor: hint === 'inside' ? 'action.hover' : undefined,
            borderTop: hint === 'before' ? '2px solid' : undefined,
            borderBottomWidth: hint === 'after' ? 2 : undefined,
            borderTopColor: 'secondary.main',
          }}
        >
          <Box aria-hidden="true" sx={{ color: 'text.secondary', userSelect: 'none' }}>
            ⠿
          </Box>
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {node.name}
              <Typography component="span" sx={{ ml: 1, fontSize: '0.75rem', color: 'text.secondary' }}>
                level {depth}
              </Typography>
              {node.id === homeMenuId && (
                <Chip
                  component="span"
                  label="Home page"
                  size="small"
                  color="secondary"
                  sx={{ ml: 1, height: 20 }}
                  data-testid="home-page-mark"
                />
              )}
            </Typography>
            <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {node.module}
              {node.moduleId ? ` · ${node.moduleId}` : ''} · {menuLink(node)}
              {node.module === 'board' && node.moduleId && (
                <>
                  {' · '}
                  <RouterLink to={adminUrls.boardEdit(node.moduleId)}>board settings</RouterLink>
                </>
              )}
            </Typography>
          </Box>
          <MenuRowActions
            node={node}
            isHome={node.id === homeMenuId}
            busy={busy}
            onMove={(move) => applyPlan(planKeyboardMove(menus, node.id, move), node, `${node.id} ${move}`)}
            onAddChild={() => addChild(node, depth)}
            onAddSibling={() =>
              setEditing({
                kind: 'add',
                parentId: parent?.id ?? null,
                title: parent ? `Add a sub-menu under "${parent.name}"` : 'Add a top-level item',
              })
            }
            onToggleHome={() => setHome(node.id === homeMenuId ? null : node)}
            onEdit={() => setEditing({ kind: 'edit', node })}
            onDelete={() => setDeleting(node)}
          />
        </Box>
        {node.children.length > 0 && (
          <Box component="ul" aria-label={`Sub-menus of ${node.name}`} sx={{ m: 0, p: 0 }}>
            {node.children.map((child) => renderNode(child, depth + 1, node))}
          </Box>
        )}
      </Box>
    );
  }

  const deletingChildren = deleting ? countDescendants(deleting) : 0;

  return (
    <AdminPage
      title="Menu Editor"
      links={[['Boards', '/admin/board/list']]}
      actions={
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => setEditing({ kind: 'add', parentId: null, title: 'Add a top-level item' })}
        >
          Add top-level item
        </Button>
      }
    >
      <Typography sx={{ mb: 1, color: 'text.secondary' }}>
        Up to 3 levels. Drag an item onto another (upper or lower edge: before or after it; middle: under it),
        or use the arrow buttons. Open pages of the site update at once. &ldquo;Set as home page&rdquo; makes
        the site&rsquo;s address open that item&rsquo;s board or page instead of the latest posts of every
        board.
      </Typography>
      {homeMenuId && !tree.isPending && !containsId(menus, homeMenuId) && (
        <Typography role="status" sx={{ mb: 1 }}>
          The home page was an item that is no longer in the menu, so the site shows the default home page.
        </Typography>
      )}
      <Paper>
        <QueryState
          query={tree}
          empty={menus.length === 0}
          emptyText="The menu is empty. Add a top-level item to start."
        >
          <Box component="ul" aria-label="Menu tree" sx={{ m: 0, p: 0 }}>
            {menus.map((node) => renderNode(node, 1, null))}
          </Box>
        </QueryState>
      </Paper>
      <MenuItemDialog
        open={editing !== null}
        title={editing?.kind === 'edit' ? `Edit "${editing.node.name}"` : (editing?.title ?? '')}
        initial={editing?.kind === 'edit' ? editing.node : undefined}
        existingBoardIds={(boards.data ?? []).map((b) => b.id)}
        busy={busy}
        onSave={(draft) => void save(draft)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deletingChildren > 0
          ? `Its ${plural(deletingChildren, 'sub-menu')} will be deleted with it. Boards and pages stay; only the menu entries go.`
          : 'Only the menu entry goes; its board or page stays.'}
        {deleting && homeMenuId && containsId([deleting], homeMenuId)
          ? ' The home page goes with it: the site will show the default home page.'
          : ''}
      </ConfirmDialog>
    </AdminPage>
  );
}

function containsId(tree: readonly MenuNode[], id: string): boolean {
  return tree.some((node) => node.id === id || containsId(node.children, id));
}

function findName(tree: readonly MenuNode[], id: string): string {
  for (const node of tree) {
    if (node.id === id) return node.name;
    const inner = findName(node.children, id);
    if (inner) return inner;
  }
  return '';
}
