import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('job description markdown', () => {
  it('keeps single line breaks inside a paragraph, as the spec asks', () => {
    expect(html('Line one\nLine two\n\nNext paragraph')).toBe(
      '<p>Line one<br/>Line two</p><p>Next paragraph</p>',
    );
  });

  it('renders headings, lists, emphasis and code', () => {
    expect(html('## About us\n- **Fast** team\n- *kind* people\n\n1. `npm test`\n2. ship')).toBe(
      '<h3>About us</h3><ul><li><strong>Fast</strong> team</li><li><em>kind</em> people</li></ul>' +
        '<ol><li><code>npm test</code></li><li>ship</li></ol>',
    );
  });

  it('shows HTML as text and never makes markup of it', () => {
    const out = html('<img src=x onerror=alert(1)> <script>x</script>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links only to http, https and mailto addresses', () => {
    expect(html('[site](https://acme.test)')).toContain(
      '<a href="https://acme.test" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    const script = html('[click](javascript:alert(1))');
    expect(script).not.toContain('<a');
    expect(script).toContain('[click](javascript:alert(1))');
  });
});
