import { render, screen } from '@testing-library/react';
import { PostBody } from './post-body';

const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, ...marks: unknown[]) => ({ type: 'text', text: value, marks });

/** Rich-text bodies are data mapped to elements: what is shown is exactly the allow-list, nothing runs. */
describe('PostBody with a rich-text document', () => {
  it('renders headings, marks, colour, lists, quotes, rules and line breaks as elements', () => {
    const { container } = render(
      <PostBody
        format="richtext"
        body={doc(
          { type: 'heading', attrs: { level: 3 }, content: [text('Section')] },
          paragraph(
            text('bold', { type: 'bold' }),
            text('em', { type: 'italic' }),
            text('under', { type: 'underline' }),
            text('gone', { type: 'strike' }),
            { type: 'hardBreak' },
            text('red', { type: 'textStyle', attrs: { color: '#d32f2f' } }),
          ),
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [{ type: 'listItem', content: [paragraph(text('third'))] }],
          },
          { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('dot'))] }] },
          { type: 'blockquote', content: [paragraph(text('quoted'))] },
          { type: 'horizontalRule' },
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('em').tagName).toBe('EM');
    expect(screen.getByText('under').tagName).toBe('U');
    expect(screen.getByText('gone').tagName).toBe('S');
    expect(screen.getByText('red')).toHaveStyle({ color: '#d32f2f' });
    expect(container.querySelector('p br')).not.toBeNull();
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['third', 'dot']);
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('renders links in a new tab with rel fixed by the renderer, whatever the document says', () => {
    render(
      <PostBody
        format="richtext"
        body={doc(
          paragraph(
            text(
              'site',
              { type: 'bold' },
              { type: 'link', attrs: { href: 'https://rhymix.org/', target: '_self', rel: 'opener' } },
            ),
          ),
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://rhymix.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link.querySelector('strong')?.textContent).toBe('site');
  });

  it.each([
    ['a javascript: link', paragraph(text('x', { type: 'link', attrs: { href: 'javascript:alert(1)' } }))],
    ['an image with onerror', paragraph({ type: 'image', attrs: { src: 'x', onerror: 'window.hacked=1' } })],
    ['an iframe', { type: 'iframe', attrs: { src: 'https://evil.example' } }],
    ['a style colour injection', paragraph(text('x', { type: 'textStyle', attrs: { color: 'red;top:0' } }))],
  ])('shows a notice instead of a document with %s', (_kind, node) => {
    const { container } = render(<PostBody format="richtext" body={doc(paragraph(text('ok')), node)} />);
    expect(screen.getByRole('note')).toHaveTextContent(/cannot be shown/);
    expect(container.querySelector('a, img, iframe, [style]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|iframe/i);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows HTML inside text nodes as text', () => {
    const { container } = render(
      <PostBody format="richtext" body={doc(paragraph(text('<img src=x onerror=alert(1)>')))} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows a notice for a body that is not a document', () => {
    render(<PostBody format="richtext" body="<p>not json</p>" />);
    expect(screen.getByRole('note')).toBeInTheDocument();
  });
});
