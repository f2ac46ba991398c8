import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { parseRichText } from '@contracts/rich-text';
import { memberSession } from '@/testing/amplify-session';
import { installFakeFetch, json } from '@/testing/fake-fetch';
import {
  admin,
  board,
  findEditor,
  installLayoutStubs,
  member,
  postApi,
  renderEditor,
  sentBodies,
  storedPost,
} from '../editor-test-kit';
import { AUTO_SAVE_INTERVAL_MS, autoSaveKey } from '../hooks/use-auto-save';
import { toRichText } from '../to-rich-text';

jest.mock('aws-amplify/auth');
// A whole editor per test on a shared 2-core machine.
jest.setTimeout(30_000);

beforeAll(installLayoutStubs);
beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(fetchAuthSession).mockResolvedValue(memberSession('user-1'));
});

const boardAnswer = (extra: Record<string, unknown> = {}) =>
  postApi('GET', '/boards/free', json(board(extra)));
const noDrafts = postApi('GET', '/me/drafts', json({ items: [], nextToken: null }));

async function writeBoldAndLink() {
  await userEvent.click(await screen.findByRole('textbox', { name: /Title/ }));
  await userEvent.paste('Hello board');
  const editor = await findEditor();
  act(() => {
    editor
      .chain()
      .insertContent([
        { type: 'text', text: 'strong words', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'a link', marks: [{ type: 'link', attrs: { href: 'https://rhymix.org/' } }] },
      ])
      .run();
  });
}

describe('PostEditorPage: who may write', () => {
  it('asks a guest to sign in instead of showing the editor', async () => {
    installFakeFetch();
    const { onSignIn } = renderEditor(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to write' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Post text' })).not.toBeInTheDocument();
  });

  it('tells a member why they cannot write where only administrators do', async () => {
    installFakeFetch(
      boardAnswer({ permissions: { list: 'guest', read: 'guest', write: 'admin', comment: 'member' } }),
    );
    renderEditor(member);
    expect(
      await screen.findByRole('heading', { name: 'Only administrators write here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Free Board' })).toHaveAttribute('href', '/board/free');
  });

  it('shows the notice flag to administrators only, and sends it', async () => {
    installFakeFetch(boardAnswer());
    const first = renderEditor(member);
    expect(await screen.findByRole('textbox', { name: 'Post text' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Notice/ })).not.toBeInTheDocument();
    first.unmount();

    const fetchMock = installFakeFetch(
      boardAnswer(),
      postApi('POST', '/boards/free/posts', json(storedPost({ id: 'new-1', authorId: 'admin-1' }), 201)),
    );
    renderEditor(admin);
    await writeBoldAndLink();
    await userEvent.click(screen.getByRole('checkbox', { name: /Notice/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST')[0]).toMatchObject({ isNotice: true, draft: false });
  });
});

describe('PostEditorPage: writing', () => {
  it('names the page, labels the editing area as a multi-line textbox and puts focus on the heading', async () => {
    installFakeFetch(boardAnswer());
    renderEditor(member);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Write in Free Board' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Write in Free Board - Town');
    const box = screen.getByRole('textbox', { name: 'Post text' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Text colour',
      'Heading 1',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Horizontal line',
      'Undo',
      'Redo',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  });

  it('checks the title and the text with the shared rules before sending anything', async () => {
    const fetchMock = installFakeFetch(boardAnswer());
    renderEditor(member);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Write the text of your post.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST')).toHaveLength(0);
  });

  it('publishes bold text and a link as a rich-text document, then opens the post', async () => {
    const fetchMock = installFakeFetch(
      boardAnswer(),
      postApi('POST', '/boards/free/posts', json(storedPost({ id: 'new-1' }), 201)),
    );
    renderEditor(member);
    await writeBoldAndLink();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post page new-1')).toBeInTheDocument();
    expect(await screen.findByText('Your post is published.')).toBeInTheDocument();
    const [sent] = sentBodies(fetchMock, 'POST');
    expect(sent).toMatchObject({ title: 'Hello board', format: 'richtext', draft: false, isNotice: false });
    const parsed = parseRichText(String(sent?.body));
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(parsed)).toContain('{"type":"bold"}');
    expect(JSON.stringify(parsed)).toContain('"href":"https://rhymix.org/"');
  });

  it('saves a draft on the server, then keeps editing that draft', async () => {
    const fetchMock = installFakeFetch(
      boardAnswer(),
      postApi('POST', '/boards/free/posts', json(storedPost({ id: 'd1', status: 'draft', version: 1 }), 201)),
      postApi('PUT', '/posts/d1', json(storedPost({ id: 'd1', status: 'published', version: 2 }))),
    );
    const { history } = renderEditor(member);
    await writeBoldAndLink();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST')[0]).toMatchObject({ draft: true });
    await waitFor(() => expect(history.location.pathname).toBe('/board/free/d1/edit'));

    // The same form now edits the saved draft (the page reads it from the answer, not again from the server).
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByText(/This is a draft/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post page d1')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT')[0]).toMatchObject({ version: 1, publish: true, format: 'richtext' });
  });

  it('adds a link from the toolbar (http(s) or mail only) without sending the post', async () => {
    const fetchMock = installFakeFetch(boardAnswer());
    renderEditor(member);
    const editor = await findEditor();
    act(() => {
      editor.commands.focus();
    });
    const linkButton = screen.getByRole('button', { name: 'Link' });
    // An SVG glyph, not the 🔗 emoji that draws as an empty box without a colour-emoji font.
    expect(linkButton.querySelector('svg[aria-hidden="true"], [aria-hidden="true"] svg')).not.toBeNull();
    expect(linkButton.textContent).toBe('Link');
    await userEvent.click(linkButton);
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Address' }));
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText(/Use a web address/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Address' }));
    await userEvent.paste('rhymix.org');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const box = screen.getByRole('textbox', { name: 'Post text' });
    await waitFor(() => expect(within(box).getByRole('link')).toHaveAttribute('href', 'https://rhymix.org'));
    expect(sentBodies(fetchMock, 'POST')).toHaveLength(0);
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('keeps a paste from Word or a web page to simple formatting: bold and links stay, the rest goes', async () => {
    installFakeFetch(boardAnswer());
    renderEditor(member);
    const editor = await findEditor();
    const pasted = `
      <html><head><style>p.MsoNormal{color:red}</style><script>window.hacked=1</script></head>
      <body><!--StartFragment-->
      <p class="MsoNormal" style="margin:0;font-family:Calibri"><b>Bold from Word</b>
        <span style="color:rgb(211, 47, 47);font-size:20pt">red</span>
        <a href="https://example.com/page" onclick="window.hacked=1" class="x">a link</a>
        <a href="javascript:window.hacked=1">bad link</a></p>
      <img src="x" onerror="window.hacked=1"><iframe src="https://evil.example"></iframe>
      <table><tr><td>cell</td></tr></table><h1>Big</h1><pre><code>code()</code></pre>
      <!--EndFragment--></body></html>`;
    act(() => {
      editor.view.pasteHTML(pasted);
    });
    const box = screen.getByRole('textbox', { name: 'Post text' });
    expect(within(box).getByText('Bold from Word').tagName).toBe('STRONG');
    expect(within(box).getByText('a link').closest('a')).toHaveAttribute('href', 'https://example.com/page');
    expect(within(box).getByText('bad link').closest('a')).toBeNull();
    expect(box.querySelector('img, iframe, script, style, table, h1, pre, code, [onclick]')).toBeNull();
    expect(box.textContent).toContain('cell');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(JSON.stringify(editor.getJSON())).not.toMatch(/image|iframe|javascript|onclick|Calibri/);
    // What would be sent: exactly the allow-list, the pasted colour as hex, the link's class left out.
    const stored = toRichText(editor.getJSON());
    expect(parseRichText(JSON.stringify(stored)).success).toBe(true);
    expect(JSON.stringify(stored)).toContain('{"type":"textStyle","attrs":{"color":"#d32f2f"}}');
    expect(JSON.stringify(stored)).not.toContain('class');
  });
});

describe('PostEditorPage: auto-save on this device', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the text every minute while it changes and offers to restore it on return', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const key = autoSaveKey('user-1', 'free', undefined);
    installFakeFetch(boardAnswer());
    const first = renderEditor(member);
    const editor = await findEditor();
    act(() => {
      editor.commands.insertContent('Half a thought');
    });
    act(() => jest.advanceTimersByTime(AUTO_SAVE_INTERVAL_MS - 1000));
    expect(window.localStorage.getItem(key)).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { doc: unknown; savedAt: string };
    expect(JSON.stringify(kept.doc)).toContain('Half a thought');

    // Nothing changed in the next minute: nothing is written again.
    act(() => jest.advanceTimersByTime(AUTO_SAVE_INTERVAL_MS));
    expect(JSON.parse(window.localStorage.getItem(key) ?? '{}').savedAt).toBe(kept.savedAt);
    first.unmount();
    jest.useRealTimers();

    renderEditor(member);
    expect(await screen.findByText(/Restore the text you were writing\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveTextContent('Half a thought'),
    );
  });

  it('forgets the kept text when the member discards it', async () => {
    const key = autoSaveKey('user-1', 'free', undefined);
    window.localStorage.setItem(
      key,
      JSON.stringify({
        title: 'Old',
        category: '',
        isNotice: false,
        doc: { type: 'doc', content: [] },
        savedAt: new Date().toISOString(),
      }),
    );
    installFakeFetch(boardAnswer());
    renderEditor(member);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText(/Restore the text/)).not.toBeInTheDocument();
  });
});

describe('PostEditorPage: editing', () => {
  it('shows both texts on a conflict and lets the member reload theirs and reapply their own', async () => {
    let reads = 0;
    const theirs = storedPost({
      version: 4,
      title: 'Their title',
      body: JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Their words' }] }],
      }),
    });
    const fetchMock = installFakeFetch(
      boardAnswer(),
      noDrafts,
      postApi('GET', '/posts/p1', () => json((reads += 1) === 1 ? storedPost() : theirs)),
      postApi('PUT', '/posts/p1', () =>
        sentBodies(fetchMock, 'PUT').length === 1
          ? json(
              {
                message:
                  'This post was changed by someone else (now version 4). Reload it and apply your edit again.',
              },
              409,
            )
          : json(storedPost({ version: 5 })),
      ),
    );
    renderEditor(member, '/board/free/p1/edit');
    const editor = await findEditor();
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveTextContent('Stored text');
    act(() => {
      editor.commands.insertContent(' plus my addition');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByText('Someone else changed this post');
    expect(alert).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT')[0]).toMatchObject({ version: 3 });
    const theirVersion = screen.getByRole('region', { name: 'Their version (saved)' });
    expect(within(theirVersion).getByText('Their words')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Your text' });
    expect(mine).toHaveTextContent('plus my addition');
    // Mine is still in the editor: nothing lost.
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveTextContent('plus my addition');

    await userEvent.click(screen.getByRole('button', { name: 'Reload their version and reapply mine' }));
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveTextContent('Their words');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Their title');
    expect(screen.getByRole('region', { name: 'Your text' })).toHaveTextContent('plus my addition');

    act(() => {
      editor.commands.insertContent(' plus my addition');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post page p1')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT')[1]).toMatchObject({ version: 4, title: 'Their title' });
    expect(String(sentBodies(fetchMock, 'PUT')[1]?.body)).toContain('Their words');
  });

  it('asks before leaving with unsaved changes', async () => {
    installFakeFetch(boardAnswer());
    const { history } = renderEditor(member);
    await writeBoldAndLink();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/board/free/write');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveTextContent('strong words');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the board' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(/Board page/)).toBeInTheDocument();
  });
});

describe('PostEditorPage: tags', () => {
  it('sends the comma-separated tags as the contract reads them, a leading # dropped', async () => {
    const fetchMock = installFakeFetch(
      boardAnswer(),
      postApi('POST', '/boards/free/posts', json(storedPost({ id: 'new-1' }), 201)),
    );
    renderEditor(member);
    await writeBoldAndLink();
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    expect(tags).toHaveAccessibleDescription(
      'Separate tags with commas: up to 10, each up to 30 characters.',
    );
    await userEvent.type(tags, '#travel, 서울 , first snow,');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post page new-1')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST')[0]).toMatchObject({ tags: ['travel', '서울', 'first snow'] });
  });

  it('says at the field what is wrong with the tags and sends nothing', async () => {
    const fetchMock = installFakeFetch(boardAnswer());
    renderEditor(member);
    await writeBoldAndLink();
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await userEvent.click(tags);
    await userEvent.paste(Array.from({ length: 11 }, (_, n) => `tag${n}`).join(', '));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(tags).toHaveAccessibleDescription('Use at most 10 tags (there are 11).');
    expect(tags).toHaveAttribute('aria-invalid', 'true');
    expect(tags).toHaveFocus();

    await userEvent.clear(tags);
    await userEvent.paste(`fine, ${'x'.repeat(31)}`);
    expect(tags).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(tags).toHaveAccessibleDescription(`The tag “${'x'.repeat(31)}” must be at most 30 characters.`);
    expect(sentBodies(fetchMock, 'POST')).toHaveLength(0);
  });

  it("shows an edited post's tags, and sends none when they are all removed (an edit without tags keeps none)", async () => {
    const fetchMock = installFakeFetch(
      boardAnswer(),
      noDrafts,
      postApi('GET', '/posts/p1', json(storedPost({ tags: ['travel', 'food'] }))),
      postApi('PUT', '/posts/p1', json(storedPost({ version: 4 }))),
    );
    renderEditor(member, '/board/free/p1/edit');
    await findEditor();
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    expect(tags).toHaveValue('travel, food');
    await userEvent.clear(tags);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post page p1')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT')[0]).toMatchObject({ tags: [] });
  });
});
