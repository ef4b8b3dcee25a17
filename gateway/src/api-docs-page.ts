import { API_DESCRIPTION_PATHS, ERROR_CODES_EXTENSION, type AsyncApiDocument, type JsonSchema, type OpenApiDocument } from '@quizlink/contracts/api-description';
import { fieldRows, typeLabel } from './api-docs-schema.ts';
import { escapeHtml as e } from './link-preview.ts';

/** Plain CSS in the page itself: the CSP allows inline styles ('unsafe-inline' in style-src) and no scripts are needed. */
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1b26;background:#fafafe}
header,main{max-width:1100px;margin:0 auto;padding:0 24px}
header{padding-top:24px}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid #4f2bd9;padding-bottom:4px}
nav ul{columns:2;padding-left:18px}
details{background:#fff;border:1px solid #dcd8ee;border-radius:6px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:58px;font-weight:700;text-transform:uppercase}
.get{color:#0b7a3e}.post{color:#4f2bd9}.put{color:#a05a00}.delete{color:#b3261e}
table{border-collapse:collapse;width:100%;margin:6px 0 12px;font-size:13px}
th,td{border:1px solid #e4e1f2;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#f1effa}code,td:first-child{font-family:ui-monospace,monospace}
.muted{color:#5d5a6e}
`;

type Operation = {
  operationId: string;
  summary: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }>; [ERROR_CODES_EXTENSION]?: string[] }>;
  security?: unknown[];
};

function schemaTable(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const rows = fieldRows(schema);
  if (rows.length === 0) return `<p>Type: <code>${e(typeLabel(schema))}</code></p>`;
  const body = rows
    .map((r) => `<tr><td>${e(r.field)}</td><td>${e(r.type)}</td><td>${r.required ? 'yes' : ''}</td><td>${e(r.notes)}</td></tr>`)
    .join('');
  return `<table><tr><th>field</th><th>type</th><th>required</th><th>notes</th></tr>${body}</table>`;
}

function contentBlocks(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([mediaType, media]) => `<p class="muted">${e(mediaType)}</p>${schemaTable(media.schema)}`)
    .join('');
}

function operationBlock(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<tr><td>${e(p.name)}</td><td>${e(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td>${e(p.schema ? typeLabel(p.schema) : '')}</td><td>${e(p.description ?? '')}</td></tr>`)
    .join('');
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const codes = r[ERROR_CODES_EXTENSION];
      if (codes) return `<li><strong>${e(status)}</strong> error: ${codes.map((c) => `<code>${e(c)}</code>`).join(', ')}</li>`;
      return `<li><strong>${e(status)}</strong> ${e(r.description)}${contentBlocks(r.content)}</li>`;
    })
    .join('');
  return `<details id="${e(op.operationId)}"><summary><span class="m ${e(method)}">${e(method)}</span> ${e(path)} <span class="muted">— ${e(op.summary)}</span></summary>
${op.security ? '<p>Requires <code>Authorization: Bearer &lt;token&gt;</code>.</p>' : ''}
${params ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>type</th><th>description</th></tr>${params}</table>` : ''}
${op.requestBody ? `<h4>Request body</h4>${contentBlocks(op.requestBody.content)}` : ''}
<h4>Responses</h4><ul>${responses}</ul></details>`;
}

function eventsSection(events: AsyncApiDocument): string {
  const channels = Object.entries(events.channels).map(([, channel]) => {
    const refs = Object.keys((channel.messages ?? {}) as Record<string, unknown>);
    const messages = refs
      .map((name) => {
        const m = events.components.messages[name] as JsonSchema;
        const headers = (m.headers as JsonSchema | undefined) ?? {};
        return `<details><summary>${e(String(m.title))} <span class="muted">— ${e(String(m.summary))}</span></summary>
<h4>Headers</h4>${schemaTable(headers)}<h4>Payload</h4>${schemaTable(m.payload as JsonSchema)}</details>`;
      })
      .join('');
    return `<h3><code>${e(String(channel.address))}</code></h3><p class="muted">${e(String(channel.description ?? ''))}</p>${messages}`;
  });
  return `<h2 id="events">Events (AsyncAPI ${e(events.asyncapi)})</h2>${channels.join('')}`;
}

/** The API reference: one self-contained HTML page from the two documents, no scripts, no outside resources. */
export function renderApiDocsPage(api: OpenApiDocument, events: AsyncApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(api.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as unknown as Operation;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, op)]);
      toc.set(tag, [...(toc.get(tag) ?? []), `<a href="#${e(op.operationId)}">${e(method.toUpperCase())} ${e(path)}</a>`]);
    }
  }
  const nav = [...toc.entries()].map(([tag, links]) => `<li><a href="#${e(tag)}">${e(tag)}</a> (${links.length})</li>`).join('');
  const sections = [...byTag.entries()].map(([tag, blocks]) => `<h2 id="${e(tag)}">${e(tag)} service</h2>${blocks.join('')}`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(api.info.title)} ${e(api.info.version)}</title><style>${STYLE}</style></head>
<body><header><h1>${e(api.info.title)} <span class="muted">${e(api.info.version)}</span></h1>
<p>${e(api.info.description)}</p>
<p>Machine-readable: <a href="${API_DESCRIPTION_PATHS.openapi}">OpenAPI ${e(api.openapi)}</a> · <a href="${API_DESCRIPTION_PATHS.asyncapi}">AsyncAPI ${e(events.asyncapi)}</a> · <a href="#events">events</a></p>
<nav><ul>${nav}</ul></nav></header>
<main>${sections}${eventsSection(events)}
<h2 id="errors">Errors</h2><p>Every error has the body <code>{"error": {"code", "message", "details?", "requestId"}}</code>; clients branch on <code>code</code>, never on the message.</p>
</main></body></html>
`;
}
