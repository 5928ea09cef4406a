import Markdown from 'react-markdown';

/**
 * The job description as candidates will read it. Raw HTML in the text is
 * dropped (skipHtml), and react-markdown refuses javascript: links.
 */
export function MarkdownPreview({ source }: { source: string }) {
  if (!source.trim()) {
    return <p className="text-sm text-slate-500 italic">Nothing to preview yet.</p>;
  }
  return (
    <div className="markdown-body">
      <Markdown skipHtml>{source}</Markdown>
    </div>
  );
}
