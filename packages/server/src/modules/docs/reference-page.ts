import type { z } from 'zod';
import { calls, type CallName } from '@mbo/contracts/calls/index';
import { describeAccess } from './openapi.ts';
import { escapeMarkup } from '../../lib/markup.ts';

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
}

/** Flattens a JSON schema's properties (nested objects as dotted names) into rows of the reference tables. */
function fieldRows(schema: Record<string, unknown>, prefix = ''): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([key, value]) => {
    const name = `${prefix}${key}`;
    const items = value.items as Record<string, unknown> | undefined;
    const type = describeType(value);
    const row = { name, type, required: required.has(key) };
    if (value.properties) return [row, ...fieldRows(value, `${name}.`)];
    if (items?.properties) return [row, ...fieldRows(items, `${name}[].`)];
    return [row];
  });
}

function describeType(value: Record<string, unknown>): string {
  if (value.const !== undefined) return `= ${JSON.stringify(value.const)}`;
  if (Array.isArray(value.enum)) return value.enum.map((item) => JSON.stringify(item)).join(' | ');
  if (Array.isArray(value.anyOf)) return (value.anyOf as Record<string, unknown>[]).map(describeType).join(' | ');
  const items = value.items as Record<string, unknown> | undefined;
  if (value.type === 'array' && items) return `${describeType(items)}[]`;
  return String(value.type ?? 'any') + (value.nullable ? ' | null' : '');
}

function table(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="none">No fields.</p>';
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeMarkup(row.name)}</code></td><td>${escapeMarkup(row.type)}</td><td>${row.required ? 'yes' : ''}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** The readable API reference: every call with its access rule and request and response fields. */
export function renderReferencePage(
  toJsonSchema: (schema: z.ZodType, io: 'input' | 'output') => Record<string, unknown>,
): string {
  const names = (Object.keys(calls) as CallName[]).sort((a, b) => a.localeCompare(b));
  const sections = names.map((name) => {
    const def = calls[name];
    const aliases = def.aliases?.length
      ? `<p>Also answers at ${def.aliases.map((alias) => `<code>/api/${escapeMarkup(alias)}</code>`).join(', ')}.</p>`
      : '';
    return `<section id="${escapeMarkup(name)}"><h2><code>POST /api/${escapeMarkup(name)}</code></h2>
<p>${escapeMarkup(def.summary)}</p><p><strong>Access:</strong> ${escapeMarkup(describeAccess(def.access))}</p>${aliases}
<h3>Request</h3>${table(fieldRows(toJsonSchema(def.request, 'input')))}
<h3>Response (besides return_code, success, msg)</h3>${table(fieldRows(toJsonSchema(def.response, 'output')))}</section>`;
  });
  const index = names.map((name) => `<li><a href="#${escapeMarkup(name)}">${escapeMarkup(name)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}td,th{border:1px solid #d1d5db;padding:.3rem .5rem;text-align:left}
th{background:#f3f4f6}section{border-top:1px solid #e5e7eb;padding-top:1rem}code{font-size:.92em}
nav ul{columns:3;font-size:.9em}</style></head><body>
<h1>Merchant back-office API reference</h1>
<p>Every call is <code>POST /api/&lt;name&gt;</code> with a JSON body. Signed-in calls carry the session token as
<code>token</code> in the body (or <code>Authorization: Bearer</code>). Every answer is the envelope
<code>{return_code, success, msg, ...payload}</code>; <code>msg</code> follows <code>Accept-Language</code> (en-US or zh-CN).
The same reference as OpenAPI 3: <a href="/api-docs/openapi.json">/api-docs/openapi.json</a>.</p>
<nav><ul>${index}</ul></nav>${sections.join('\n')}</body></html>`;
}
