import { render, screen } from '@testing-library/react';
import { renderMarkdown } from './markdown-body';
import { markdownCode } from './markdown-code';
import { PostBody } from './post-body';

/** Bodies are stored as written; showing them must never run what a member typed (docs/rich-text.md). */
// First, before anything has downloaded the Markdown renderer.
describe('PostBody before the Markdown renderer has downloaded', () => {
  it('shows a loading state, then the body', async () => {
    expect(markdownCode.loaded()).toBeUndefined();
    render(<PostBody format="markdown" body="**late**" />);
    expect(screen.getByRole('status', { name: 'Loading the text' })).toBeInTheDocument();
    expect((await screen.findByText('late')).tagName).toBe('STRONG');
    expect(screen.queryByRole('status', { name: 'Loading the text' })).not.toBeInTheDocument();
  });
});

describe('PostBody', () => {
  // The renderer is here for the rest: each case renders in one pass, as on a page that preloaded it.
  beforeAll(() => markdownCode.load());

  it('shows plain text as text, markup included, with its line breaks', () => {
    const { container } = render(<PostBody format="text" body={'<b>bold?</b>\nsecond line'} />);
    expect(container.textContent).toBe('<b>bold?</b>\nsecond line');
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders Markdown: emphasis, lists, headings, code and links', () => {
    render(
      <PostBody
        format="markdown"
        body={'# Title\n\n**strong** and *em*\n\n- one\n- two\n\n`code` [home](/board/free)'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/board/free');
  });

  it('opens links to other sites in a new tab without access to this one', () => {
    render(<PostBody format="markdown" body="[docs](https://rhymix.org/)" />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it.each([
    ['a script tag', '<script>window.hacked = 1</script>hello'],
    ['an event handler', '<img src="x" onerror="window.hacked = 1">'],
    ['a javascript: link', '[click](javascript:window.hacked=1)'],
    ['a javascript: link in HTML', '<a href="javascript:window.hacked=1">click</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['inline style', '<p style="position:fixed;inset:0">cover</p>'],
    ['an SVG payload', '<svg><script>window.hacked=1</script></svg>'],
  ])('leaves nothing executable of %s', (_kind, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=|<svg/i);
    render(<PostBody format="markdown" body={source} />);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
