import { Markdown } from '../../../lib/markdown';

/** The job description exactly as candidates will read it on the public job page. */
export function MarkdownPreview({ source }: { source: string }) {
  if (!source.trim()) {
    return <p className="text-sm text-slate-500 italic">Nothing to preview yet.</p>;
  }
  return (
    <div className="markdown-body">
      <Markdown source={source} />
    </div>
  );
}
