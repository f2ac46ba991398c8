import { render } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('puts the matches in <mark> elements and the rest in text', () => {
    const { container } = render(
      <p>
        <HighlightedText text="Snow in Seoul, snow again" words={['snow']} />
      </p>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Snow in Seoul, snow again');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Snow', 'snow']);
  });

  it("never reads a member's text as HTML: markup stays text, even inside a match", () => {
    const { container } = render(
      <p>
        <HighlightedText text={'<img src=x onerror="alert(1)"> <b>bold</b>'} words={['<b>bold']} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>bold');
    expect(container.querySelector('p')?.textContent).toBe('<img src=x onerror="alert(1)"> <b>bold</b>');
  });
});
