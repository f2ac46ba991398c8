import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RichTextDocument } from '@contracts/rich-text';
import { PostBody } from '@/components/content/post-body';
import { RichTextContent } from '@/components/content/rich-text-body';
import type { Post } from '@contracts/post-answers';

export interface ConflictPanelProps {
  /** The post as stored now, saved by someone else after this editor read it. */
  readonly theirs: Post;
  /** The text this member wrote (kept: nothing of it is thrown away). */
  readonly mine: { readonly title: string; readonly doc: RichTextDocument };
  /** After "reload": their text is in the editor, this member's stays here to reapply from. */
  readonly reloaded: boolean;
  readonly onReloadTheirs: () => void;
  readonly onKeepMine: () => void;
  readonly onDone: () => void;
}

function Version({
  heading,
  title,
  children,
}: {
  heading: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography component="h2" variant="h4" color="text.secondary" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Typography component="p" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A save refused because someone else saved first (409): both texts side by side, theirs read-only. The
 * member either reloads theirs into the editor and reapplies their own change from the copy kept here, or
 * keeps their text and saves it over the newer version, having seen it. Nothing is overwritten silently.
 */
export function ConflictPanel({
  theirs,
  mine,
  reloaded,
  onReloadTheirs,
  onKeepMine,
  onDone,
}: ConflictPanelProps) {
  return (
    <Box component="section" aria-labelledby="conflict-title" sx={{ my: 2 }}>
      <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
        <AlertTitle id="conflict-title">
          {reloaded ? 'Their version is in the editor' : 'Someone else changed this post'}
        </AlertTitle>
        {reloaded
          ? 'Reapply your change from your text below, then save.'
          : `It was saved again while you were editing (now version ${theirs.version}). Nothing was overwritten: your text is still in the editor.`}
      </Alert>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        {!reloaded && (
          <Version heading="Their version (saved)" title={theirs.title}>
            <PostBody body={theirs.body} format={theirs.format} />
          </Version>
        )}
        <Version heading="Your text" title={mine.title}>
          <RichTextContent doc={mine.doc} />
        </Version>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {reloaded ? (
          <Button variant="outlined" onClick={onDone}>
            Hide my text
          </Button>
        ) : (
          <>
            <Button variant="contained" onClick={onReloadTheirs}>
              Reload their version and reapply mine
            </Button>
            <Button variant="outlined" onClick={onKeepMine}>
              Keep my text (save replaces theirs)
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
