import {
  findVariables,
  KNOWN_VARIABLES,
  renderTemplate,
  TEMPLATE_CATEGORIES,
  type EmailTemplateView,
  type KnownVariable,
  type TemplateCategory,
} from '../../../../shared/email';

/** Whether Shortlist fills the variable in itself, for each recipient. */
export function isKnownVariable(name: string): name is KnownVariable {
  return Object.hasOwn(KNOWN_VARIABLES, name);
}

/** The values a preview fills in: the signed-in user and organization, and a sample candidate. */
export function sampleValues(sender: {
  senderName: string;
  companyName: string | undefined;
}): Record<KnownVariable, string> {
  return {
    candidateName: 'Ama Mensah',
    candidateFirstName: 'Ama',
    jobTitle: 'Senior Accountant',
    companyName: sender.companyName || 'Your organization',
    senderName: sender.senderName,
  };
}

export type PreviewSegment =
  | { kind: 'text'; text: string }
  /** A variable with a sample value. */
  | { kind: 'filled'; name: string; text: string }
  /** A variable the sender fills in when sending, shown as written. */
  | { kind: 'blank'; name: string; text: string };

// Cannot be typed in a form field; stripped from the text first all the same.
const MARK = '\u0000';

/**
 * The text as a preview shows it, cut into plain text and variables, so each variable
 * can be marked. Variables are found and filled by the shared functions the server
 * sends with; only values the map owns count (a `{{toString}}` is not filled in).
 */
export function previewSegments(
  text: string,
  values: Readonly<Record<string, string>>,
): PreviewSegment[] {
  const clean = text.replaceAll(MARK, '');
  const markers: Record<string, string> = {};
  for (const name of findVariables(clean)) markers[name] = `${MARK}${name}${MARK}`;
  // Even pieces are the text between variables, odd pieces the variables' names.
  return renderTemplate(clean, markers)
    .split(MARK)
    .flatMap((piece, index): PreviewSegment[] => {
      if (index % 2 === 0) return piece ? [{ kind: 'text', text: piece }] : [];
      return Object.hasOwn(values, piece)
        ? [{ kind: 'filled', name: piece, text: values[piece]! }]
        : [{ kind: 'blank', name: piece, text: `{{${piece}}}` }];
    });
}

/** Templates under their categories, in the categories' own order; empty ones left out. */
export function groupTemplatesByCategory(
  templates: readonly EmailTemplateView[],
): { category: TemplateCategory; templates: EmailTemplateView[] }[] {
  return TEMPLATE_CATEGORIES.map((category) => ({
    category,
    templates: templates.filter((template) => template.category === category),
  })).filter((group) => group.templates.length > 0);
}

/** The text with `insertion` in place of the selection, and where the caret goes after it. */
export function insertText(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  insertion: string,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  return {
    text: text.slice(0, start) + insertion + text.slice(end),
    caret: start + insertion.length,
  };
}
