import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Editor } from '@tiptap/react';
import type { JSONContent } from '@tiptap/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Board } from '@contracts/board';
import { POST_TITLE_MAX, createPostBodySchema } from '@contracts/post';
import type { RichTextDocument } from '@contracts/rich-text';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/notify';
import type { Post } from '@contracts/post-answers';
import { useReadEditablePost } from '../api/get-editable-post';
import { useSavePost } from '../api/save-post';
import { autoSaveKey, readAutoSave, useAutoSave, type AutoSaveSnapshot } from '../hooks/use-auto-save';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { initialContent } from '../initial-content';
import { hasContent, toRichText } from '../to-rich-text';
import { readTags, textOfTags } from '../post-tags';
import { ConflictPanel } from './conflict-panel';
import { LeaveDialog } from './leave-dialog';
import { RichTextEditor } from './rich-text-editor';
import { TagsField } from './tags-field';
import { editUrl, postUrl } from '@/lib/urls';

export interface PostEditorFormProps {
  readonly board: Board;
  /** The post being edited (a draft or a published post), or null for a new one. */
  readonly post: Post | null;
  readonly userId: string;
  readonly isAdmin: boolean;
}

interface FieldErrors {
  title?: string;
  body?: string;
  tags?: string;
}

const emptyDoc: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * The write / edit form: title, category, notice flag, the rich-text body, tags, drafts, publishing,
 * conflicts.
 */
export function PostEditorForm({ board, post, userId, isAdmin }: PostEditorFormProps) {
  const navigate = useNavigate();
  const savePost = useSavePost();
  const readEditablePost = useReadEditablePost();
  const editorRef = useRef<Editor | null>(null);
  const initial = useMemo(() => initialContent(post), [post]);

  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState(post?.category ?? '');
  const [isNotice, setIsNotice] = useState(post?.isNotice ?? false);
  const [tagsText, setTagsText] = useState(() => textOfTags(post?.tags));
  const [doc, setDoc] = useState<RichTextDocument>(emptyDoc);
  const [revision, setRevision] = useState(0);
  const [savedRevision, setSavedRevision] = useState(0);
  /** What the server holds now of this post (id, version read, draft or not). */
  const [base, setBase] = useState(post);
  const [busy, setBusy] = useState<'draft' | 'publish' | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<{
    theirs: Post;
    mine: RichTextDocument;
    title: string;
    reloaded: boolean;
  } | null>(null);

  const storageKey = autoSaveKey(userId, board.id, post?.id);
  const [restoreOffer, setRestoreOffer] = useState<AutoSaveSnapshot | null>(() => readAutoSave(storageKey));
  const changed = useCallback(() => setRevision((value) => value + 1), []);
  const autoSave = useAutoSave(storageKey, revision, () => ({
    title,
    category,
    isNotice,
    tags: tagsText,
    doc,
  }));
  const dirty = revision !== savedRevision;
  const { blocker, allowLeave } = useLeaveGuard(dirty && busy === null);

  const onReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
    setDoc(toRichText(editor.getJSON()));
  }, []);
  const onBodyChange = useCallback(
    (json: JSONContent) => {
      setDoc(toRichText(json));
      setErrors((current) => ({ ...current, body: undefined }));
      changed();
    },
    [changed],
  );
  const loadIntoEditor = (content: JSONContent | string | null) => {
    editorRef.current?.commands.setContent(content ?? '', { emitUpdate: false });
    if (editorRef.current) setDoc(toRichText(editorRef.current.getJSON()));
  };

  const publishLabel = base?.status === 'published' ? 'Save changes' : 'Publish';
  const categories = board.categories;

  function validate(): { body: string; tags: string[] } | null {
    const body = JSON.stringify(doc);
    const { tags, problem } = readTags(tagsText);
    const parsed = createPostBodySchema.safeParse({
      title,
      body,
      format: 'richtext',
      category: category || null,
      tags,
    });
    const next: FieldErrors = { tags: problem };
    const names = { title: 'Title', body: 'Text', tags: 'Tags' } as const;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'title' || field === 'body' || field === 'tags') && !next[field])
        next[field] = `${names[field]} ${issue.message}`;
    }
    if (!hasContent(doc)) next.body = 'Write the text of your post.';
    setErrors(next);
    if (next.title) document.getElementById('post-title')?.focus();
    else if (next.body) editorRef.current?.commands.focus();
    else if (next.tags) document.getElementById('post-tags')?.focus();
    return next.title || next.body || next.tags ? null : { body, tags };
  }

  async function save(mode: 'draft' | 'publish') {
    const valid = validate();
    if (!valid) return;
    setBusy(mode);
    const fields = {
      title: title.trim(),
      body: valid.body,
      format: 'richtext' as const,
      category: category || null,
      // Always sent: an edit that leaves tags out removes them (contracts/post.ts).
      tags: valid.tags,
    };
    try {
      const saved = !base
        ? await savePost.create(board.id, {
            ...fields,
            isNotice: isAdmin && isNotice,
            draft: mode === 'draft',
          })
        : await savePost.update(base.id, {
            ...fields,
            ...(isAdmin ? { isNotice } : {}),
            version: base.version,
            ...(base.status === 'draft' && mode === 'publish' ? { publish: true } : {}),
          });
      setBase(saved);
      setSavedRevision(revision);
      setConflict(null);
      autoSave.clear();
      if (mode === 'draft') {
        notify.success('Draft saved. You can finish it later from Saved Articles.');
        if (!post) {
          allowLeave();
          void navigate(editUrl(board.id, saved.id), {
            replace: true,
          });
        }
      } else {
        notify.success(base?.status === 'published' ? 'Your changes are saved.' : 'Your post is published.');
        allowLeave();
        void navigate(postUrl(board.id, saved.id));
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && base) {
        await showConflict(base.id);
      } else {
        notify.error(error);
      }
    } finally {
      setBusy(null);
    }
  }

  async function showConflict(postId: string) {
    try {
      const theirs = await readEditablePost(postId);
      setConflict({ theirs, mine: doc, title, reloaded: false });
      notify.warning('Someone else changed this post. Both versions are shown; nothing was overwritten.');
    } catch (error) {
      notify.error(error);
    }
  }

  function restore(snapshot: AutoSaveSnapshot) {
    setTitle(snapshot.title);
    setCategory(categories.includes(snapshot.category) ? snapshot.category : '');
    setIsNotice(isAdmin && snapshot.isNotice);
    setTagsText(snapshot.tags);
    loadIntoEditor(snapshot.doc as JSONContent);
    setRestoreOffer(null);
    changed();
    notify.info('Your text is restored.');
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label={post ? 'Edit post' : 'Write a post'}
      onSubmit={(event) => {
        event.preventDefault();
        void save('publish');
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {restoreOffer && (
        <Alert
          severity="info"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => restore(restoreOffer)}>
                Restore
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  autoSave.clear();
                  setRestoreOffer(null);
                }}
              >
                Discard
              </Button>
            </Box>
          }
        >
          Restore the text you were writing? It was kept on this device at{' '}
          {new Date(restoreOffer.savedAt).toLocaleString()}.
        </Alert>
      )}
      {conflict && (
        <ConflictPanel
          theirs={conflict.theirs}
          mine={{ title: conflict.title, doc: conflict.mine }}
          reloaded={conflict.reloaded}
          onReloadTheirs={() => {
            setBase(conflict.theirs);
            setTitle(conflict.theirs.title);
            setCategory(conflict.theirs.category ?? '');
            setIsNotice(conflict.theirs.isNotice);
            setTagsText(textOfTags(conflict.theirs.tags));
            loadIntoEditor(initialContent(conflict.theirs));
            setConflict({ ...conflict, reloaded: true });
          }}
          onKeepMine={() => {
            setBase(conflict.theirs);
            setConflict(null);
            notify.info('Your text stays. Saving now replaces the newer version.');
          }}
          onDone={() => setConflict(null)}
        />
      )}
      <TextField
        id="post-title"
        label="Title"
        required
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
          changed();
        }}
        error={Boolean(errors.title)}
        helperText={errors.title ?? `${title.length} / ${POST_TITLE_MAX}`}
        slotProps={{ htmlInput: { maxLength: POST_TITLE_MAX + 50 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {categories.length > 0 && (
          <TextField
            select
            label="Category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              changed();
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">No category</MenuItem>
            {categories.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {isAdmin && (
          <FormControlLabel
            control={
              <Checkbox
                checked={isNotice}
                onChange={(event) => {
                  setIsNotice(event.target.checked);
                  changed();
                }}
              />
            }
            label="Notice (pinned on top of the board)"
          />
        )}
      </Box>
      <Box>
        <RichTextEditor
          initialContent={initial}
          onChange={onBodyChange}
          onReady={onReady}
          label="Post text"
          invalid={Boolean(errors.body)}
          describedBy={errors.body ? 'post-body-error' : undefined}
        />
        {errors.body && (
          <Typography id="post-body-error" color="error" variant="body2" sx={{ mt: 0.5, mx: 1.75 }}>
            {errors.body}
          </Typography>
        )}
      </Box>
      <TagsField
        value={tagsText}
        onChange={(text) => {
          setTagsText(text);
          setErrors((current) => ({ ...current, tags: undefined }));
          changed();
        }}
        error={errors.tags}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {base?.status !== 'published' && (
          <Button variant="outlined" disabled={busy !== null} onClick={() => void save('draft')}>
            {busy === 'draft' ? 'Saving…' : 'Save as draft'}
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" disabled={busy !== null}>
          {busy === 'publish' ? 'Saving…' : publishLabel}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
          {autoSave.lastSavedAt
            ? `Kept on this device at ${autoSave.lastSavedAt.toLocaleTimeString()}`
            : dirty
              ? 'Unsaved changes'
              : ''}
        </Typography>
      </Box>
      <LeaveDialog blocker={blocker} />
    </Box>
  );
}
