import { Fragment, type ReactNode } from 'react';

/*
 * The small part of Markdown that job descriptions use, rendered to React
 * elements (never to an HTML string, so nothing typed can become markup):
 * headings, bullet and numbered lists, paragraphs whose single line breaks are
 * kept, **bold**, *italic*, `code` and [links](https://...). Anything else shows
 * as the text it is. The editor's preview and the public job page share it, so
 * candidates read exactly what the employer previewed, and the public page needs
 * no Markdown library.
 */

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') {
      endParagraph();
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
    } else if (bullet || numbered) {
      endParagraph();
      const ordered = !bullet;
      const item = (bullet ?? numbered)![1]!;
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold1, bold2, italic1, italic2, code, linkText, href] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = match.index;
    if (bold1 ?? bold2) nodes.push(<strong key={key}>{renderInline(bold1 ?? bold2!)}</strong>);
    else if (italic1 ?? italic2) nodes.push(<em key={key}>{renderInline(italic1 ?? italic2!)}</em>);
    else if (code) nodes.push(<code key={key}>{code}</code>);
    else if (linkText && href && SAFE_LINK.test(href))
      nodes.push(
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {linkText}
        </a>,
      );
    else nodes.push(whole);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const HEADING_TAGS = ['h3', 'h3', 'h4', 'h4', 'h5', 'h5'] as const;

/** Job description Markdown as elements; headings start at h3 under the page's own. */
export function Markdown({ source }: { source: string }) {
  return (
    <>
      {parseBlocks(source).map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = HEADING_TAGS[block.level - 1]!;
          return <Tag key={index}>{renderInline(block.text)}</Tag>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
