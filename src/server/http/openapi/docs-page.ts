import { escapeHtml } from '../web-app';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
  SecurityRequirement,
} from './openapi-document';

/*
 * The API documentation as one page of plain HTML and CSS, rendered from the OpenAPI
 * document. The site's CSP refuses inline scripts and there is no CDN to load a
 * viewer from, so nothing here needs JavaScript: schemas fold with <details>.
 */

const SCHEMA_REF_PREFIX = '#/components/schemas/';

const STYLE = `
:root { color-scheme: light; --ink: #1f2937; --muted: #4b5563; --line: #d1d5db; --tint: #f3f4f6; --link: #1d4ed8; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875em; }
pre { background: var(--tint); padding: 0.75rem; overflow-x: auto; border-radius: 0.375rem; }
.skip-link { position: absolute; left: -10000px; }
.skip-link:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
header, footer { padding: 1.5rem 2rem; background: var(--tint); }
.layout { display: grid; grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); gap: 2rem; padding: 0 2rem; }
nav ul { list-style: none; padding: 0; }
nav li { margin: 0.25rem 0; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; padding-top: 1rem; }
main { min-width: 0; padding-bottom: 3rem; }
section > h2 { border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; margin-top: 2.5rem; }
article { border: 1px solid var(--line); border-radius: 0.5rem; padding: 0 1rem 1rem; margin: 1rem 0; }
article h3 { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; font-size: 1.05rem; }
h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; padding: 0.1rem 0.4rem; border-radius: 0.25rem; color: #fff; font-size: 0.8rem; font-weight: 700; }
.method-get { background: #1d4ed8; } .method-post { background: #15803d; } .method-put { background: #b45309; }
.method-patch { background: #7e22ce; } .method-delete { background: #b91c1c; }
.summary { color: var(--muted); font-weight: 400; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; border-top: 1px solid var(--line); padding: 0.35rem 0.5rem; }
th { background: var(--tint); }
td p { margin: 0 0 0.25rem; }
@media (max-width: 48rem) { .layout { grid-template-columns: 1fr; } nav { position: static; max-height: none; } }
`;

/** Descriptions are short Markdown: paragraphs and `code`. */
function richText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function refName(schema: JsonSchema): string | null {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF_PREFIX)
    ? ref.slice(SCHEMA_REF_PREFIX.length)
    : null;
}

function schemaLink(name: string): string {
  return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
}

function literal(value: unknown): string {
  return `<code>${escapeHtml(JSON.stringify(value))}</code>`;
}

/** Length, range and size limits, in words. */
function limits(schema: JsonSchema): string[] {
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) return `${min}–${max}${unit}`;
    if (max !== undefined) return `at most ${max}${unit}`;
    if (min !== undefined) return `at least ${min}${unit}`;
    return null;
  };
  return [
    range(schema.minLength, schema.maxLength, ' characters'),
    range(schema.minimum, schema.maximum, ''),
    range(schema.minItems, schema.maxItems, ' items'),
  ].filter((limit): limit is string => limit !== null);
}

/** A JSON Schema in a few words of HTML: its type, values and limits. */
function typeSummary(schema: JsonSchema): string {
  const name = refName(schema);
  if (name) return schemaLink(name);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(literal).join(', ')}`;
  if (schema.const !== undefined) return literal(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map(typeSummary).join(' or ');
  if (Array.isArray(schema.allOf))
    return (schema.allOf as JsonSchema[]).map(typeSummary).join(' and ');
  if (schema.contentMediaType === 'application/octet-stream') return 'file';
  if (schema.type === 'array') return `array of ${typeSummary((schema.items as JsonSchema) ?? {})}`;
  if (typeof schema.type !== 'string') return 'any';
  const format = typeof schema.format === 'string' ? ` (${escapeHtml(schema.format)})` : '';
  const notes = limits(schema);
  return `${escapeHtml(schema.type)}${format}${notes.length > 0 ? `, ${notes.join(', ')}` : ''}`;
}

function defaultNote(schema: JsonSchema): string {
  return schema.default === undefined ? '' : `<p>Default: ${literal(schema.default)}</p>`;
}

function propertiesTable(schema: JsonSchema, caption: string): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, property]) => `<tr>
<th scope="row"><code>${escapeHtml(name)}</code></th>
<td>${typeSummary(property)}</td>
<td>${required.has(name) ? 'yes' : 'no'}</td>
<td>${typeof property.description === 'string' ? richText(property.description) : ''}${defaultNote(property)}</td>
</tr>`,
  );
  return `<table>
<caption class="visually-hidden">${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>`;
}

/** A body's schema: a link to its component, a table of its fields, or its type. */
function schemaBlock(schema: JsonSchema, caption: string): string {
  const name = refName(schema);
  if (name) return `<p>Schema: ${schemaLink(name)}</p>`;
  if (Array.isArray(schema.allOf)) {
    return (schema.allOf as JsonSchema[]).map((part) => schemaBlock(part, caption)).join('');
  }
  if (schema.type === 'object' && schema.properties) return propertiesTable(schema, caption);
  return `<p>${typeSummary(schema)}</p>`;
}

function accessText(security: SecurityRequirement[]): string {
  if (security.length === 0) return 'public: no session needed';
  return security
    .map((requirement) => {
      const names = Object.keys(requirement);
      if (names.length === 0) return 'none while no token is configured';
      return names
        .map((key) => `<a href="#auth-${slug(key)}">${escapeHtml(key)}</a>`)
        .join(' and ');
    })
    .join(' or ');
}

function parametersSection(operation: OpenApiOperation, title: string): string {
  const parameters: OpenApiParameter[] = operation.parameters ?? [];
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) => `<tr>
<th scope="row"><code>${escapeHtml(parameter.name)}</code></th>
<td>${parameter.in}</td>
<td>${typeSummary(parameter.schema)}</td>
<td>${parameter.required ? 'yes' : 'no'}</td>
<td>${parameter.description ? richText(parameter.description) : ''}${defaultNote(parameter.schema)}</td>
</tr>`,
  );
  return `<h4>Parameters</h4>
<table>
<caption class="visually-hidden">Parameters of ${escapeHtml(title)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>`;
}

function mediaTypes(content: Record<string, OpenApiMediaType>, title: string): string {
  return Object.entries(content)
    .map(
      ([type, media]) =>
        `<p><code>${escapeHtml(type)}</code></p>${media.schema ? schemaBlock(media.schema, `${title}, ${type}`) : ''}`,
    )
    .join('');
}

function requestBodySection(operation: OpenApiOperation, title: string): string {
  const body = operation.requestBody;
  if (!body) return '';
  return `<h4>Request body${body.required ? '' : ' (optional)'}</h4>
${body.description ? richText(body.description) : ''}
${mediaTypes(body.content, `Request body of ${title}`)}`;
}

function responsesSection(operation: OpenApiOperation, title: string): string {
  const rows = Object.entries(operation.responses).map(
    ([status, response]: [string, OpenApiResponse]) => `<tr>
<th scope="row">${escapeHtml(status)}</th>
<td>${richText(response.description)}</td>
<td>${Object.keys(response.content ?? {})
      .map((type) => `<code>${escapeHtml(type)}</code>`)
      .join(', ')}</td>
</tr>`,
  );
  return `<h4>Responses</h4>
<table>
<caption class="visually-hidden">Responses of ${escapeHtml(title)}</caption>
<thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Content</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>`;
}

function operationArticle(method: string, path: string, operation: OpenApiOperation): string {
  const id = `op-${escapeHtml(operation.operationId)}`;
  const title = `${method.toUpperCase()} ${path}`;
  return `<article id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="summary">${escapeHtml(operation.summary)}</span></h3>
${operation.description ? richText(operation.description) : ''}
<p><strong>Access:</strong> ${accessText(operation.security)}</p>
${parametersSection(operation, title)}
${requestBodySection(operation, title)}
${responsesSection(operation, title)}
</article>`;
}

interface OperationEntry {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function operationsByTag(document: OpenApiDocument): Map<string, OperationEntry[]> {
  const byTag = new Map<string, OperationEntry[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const tag of operation.tags) byTag.get(tag)?.push({ method, path, operation });
    }
  }
  return byTag;
}

function authenticationSection(document: OpenApiDocument): string {
  const schemes = Object.entries(document.components.securitySchemes).map(
    ([key, scheme]) => `<dt id="auth-${slug(key)}"><code>${escapeHtml(key)}</code>: ${
      scheme.type === 'http'
        ? 'bearer token in <code>Authorization</code>'
        : `${escapeHtml(scheme.in ?? '')} <code>${escapeHtml(scheme.name ?? '')}</code>`
    }</dt>
<dd>${richText(scheme.description)}</dd>`,
  );
  return `<section aria-labelledby="authentication">
<h2 id="authentication">Authentication</h2>
<dl>${schemes.join('\n')}</dl>
</section>`;
}

function schemasSection(document: OpenApiDocument): string {
  const articles = Object.entries(document.components.schemas).map(
    ([
      name,
      schema,
    ]) => `<article id="schema-${escapeHtml(name)}" aria-labelledby="schema-${escapeHtml(name)}-title">
<h3 id="schema-${escapeHtml(name)}-title">${escapeHtml(name)}</h3>
${schemaBlock(schema, `Fields of ${name}`)}
<details><summary>JSON Schema</summary><pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre></details>
</article>`,
  );
  return `<section aria-labelledby="schemas">
<h2 id="schemas">Schemas</h2>
${articles.join('\n')}
</section>`;
}

/** The documentation page: every operation by tag, how to authenticate, and the schemas. */
export function renderDocsPage(document: OpenApiDocument, documentUrl: string): string {
  const byTag = operationsByTag(document);
  const navigation = document.tags.map(
    (tag) =>
      `<li><a href="#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a> (${byTag.get(tag.name)?.length ?? 0})</li>`,
  );
  const sections = document.tags.map(
    (tag) => `<section aria-labelledby="tag-${slug(tag.name)}">
<h2 id="tag-${slug(tag.name)}">${escapeHtml(tag.name)}</h2>
${richText(tag.description)}
${(byTag.get(tag.name) ?? []).map((entry) => operationArticle(entry.method, entry.path, entry.operation)).join('\n')}
</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} documentation</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to the documentation</a>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${richText(document.info.description)}
<p>The same, as an OpenAPI ${escapeHtml(document.openapi)} document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p>
</header>
<div class="layout">
<nav aria-label="Sections of the documentation">
<ul>
<li><a href="#authentication">Authentication</a></li>
${navigation.join('\n')}
<li><a href="#schemas">Schemas</a></li>
</ul>
</nav>
<main id="main">
${authenticationSection(document)}
${sections.join('\n')}
${schemasSection(document)}
</main>
</div>
<footer><p>Generated from the route registry (src/server/http/openapi/registry) and the zod schemas of src/shared.</p></footer>
</body>
</html>
`;
}
