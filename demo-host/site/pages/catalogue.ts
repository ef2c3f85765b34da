import { readFileSync } from 'node:fs';
import { describeSpec, type ConfigSchema } from '../../../core/config/config-schema';
import { blockDiv, encodeNode, esc } from '../html';
import type { Page } from '../page';

export interface CatalogueEntry {
  name: string;
  description: string;
  schema: ConfigSchema;
  example: Record<string, unknown>;
}

/** .build/blocks.json, written by esbuild.config.mjs from each block's defineBlock({ schema, example }). */
export function readCatalogue(path: string): CatalogueEntry[] {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CatalogueEntry[];
  } catch {
    return [];
  }
}

export function snippet(name: string, node: Record<string, unknown>): string {
  return `<div data-block="${name}" data-node="${encodeNode(node)}"></div>`;
}

function keyTable(entry: CatalogueEntry): string {
  const rows = Object.entries(entry.schema)
    .map(
      ([key, def]) => `<tr>
  <th scope="row"><code>${esc(key)}</code>${def.required ? ' <span class="site-required">(required)</span>' : ''}</th>
  <td>${esc(describeSpec(def))}</td>
  <td>${def.default === undefined ? '—' : `<code>${esc(JSON.stringify(def.default))}</code>`}</td>
  <td>${esc(def.description)}</td>
</tr>`,
    )
    .join('\n');
  return `<div class="site-keys-scroller" role="region" aria-labelledby="keys-${esc(entry.name)}" tabindex="0"><table class="site-keys">
<caption id="keys-${esc(entry.name)}">Configuration keys of ${esc(entry.name)}</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Type</th><th scope="col">Default</th><th scope="col">Description</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}

/**
 * The example's settings that only make sense on the demo host (its own map tiles): the live example
 * uses them, the editor's configuration and snippet leave them out until the editor sets their own.
 */
function splitDemoOnly(example: Record<string, unknown>): { node: Record<string, unknown>; demoOnly: Record<string, unknown> } {
  const { tileUrl, tileAttribution, ...node } = example;
  if (typeof tileUrl !== 'string' || !tileUrl.startsWith('/tiles/')) return { node: example, demoOnly: {} };
  return { node, demoOnly: { tileUrl, tileAttribution } };
}

function section(entry: CatalogueEntry): string {
  const id = `block-${entry.name}`;
  const { node: editable, demoOnly } = splitDemoOnly(entry.example);
  const node = JSON.stringify(editable, null, 2);
  return `<section class="site-block" id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title"><code>${esc(entry.name)}</code></h2>
${entry.description ? `<p>${esc(entry.description)}</p>` : ''}
${keyTable(entry)}
<div class="site-editor-layout">
<form class="site-editor" data-editor="${esc(entry.name)}" data-schema="${esc(JSON.stringify(entry.schema))}" data-demo-only="${esc(JSON.stringify(demoOnly))}">
  <div class="site-config" data-configurator aria-label="Configure ${esc(entry.name)}" role="group"></div>
  <label for="${id}-node">Node configuration (JSON, editable: the controls above follow it)</label>
  <textarea id="${id}-node" name="node" rows="6" spellcheck="false">${esc(node)}</textarea>
  <p class="site-editor__status" role="status" aria-live="polite"></p>
  <ul class="site-editor__issues"></ul>
  <label for="${id}-snippet">Snippet to paste into the page</label>
  <textarea id="${id}-snippet" name="snippet" rows="3" readonly>${esc(snippet(entry.name, editable))}</textarea>
  <p><button type="button" data-copy>Copy snippet</button></p>
</form>
<div class="site-preview">
<h3>Live example</h3>
${Object.keys(demoOnly).length ? '<p class="site-config__hint">The example draws the demo host’s map tiles; the snippet has none until you set <code>tileUrl</code>.</p>' : ''}
<div class="site-example" data-example="${esc(entry.name)}">${blockDiv(entry.name, entry.example)}</div>
</div>
</div>
</section>`;
}

/** /blocks: every block with its keys, a live example and an editor producing the snippet. */
export function cataloguePage(cataloguePath: string): Page {
  return {
    name: 'blocks',
    match: (pathname) => (pathname.replace(/\/$/, '') === '/blocks' ? {} : null),
    render(_params, ctx) {
      const all = readCatalogue(cataloguePath);
      const only = ctx.url.searchParams.get('block');
      const entries = only ? all.filter((e) => e.name === only) : all;
      const toc = all.map((e) => `<li><a href="/blocks?block=${esc(e.name)}">${esc(e.name)}</a></li>`).join('');
      return {
        title: 'Block catalogue',
        // An editor's page: a rejected configuration shows its reason on the block itself.
        debug: true,
        head: '<script type="module" src="/site-assets/catalogue-editor.js"></script>',
        body: `<h1>Block catalogue</h1>
<p>Add the script tag once to the page template, then place blocks where they should appear.
Configure a block below by clicking (or edit its JSON), watch the live example follow every change,
and copy the snippet once the configuration is valid.</p>
<pre class="site-code"><code>${esc('<script type="module" src="https://cdn.example.com/estate-blocks/estate-blocks.js" data-site-id="demo" data-api="https://api.example.com" data-locale="nl"></script>')}</code></pre>
<p>Theming: the blocks read <code>--eb-*</code> custom properties; see them in a second theme at <a href="/blocks?theme=harbour">/blocks?theme=harbour</a>.</p>
<nav aria-label="Blocks"><ul class="site-toc"><li><a href="/blocks">All blocks</a></li>${toc}</ul></nav>
${entries.length ? entries.map(section).join('\n') : '<p>No blocks are built yet (run <code>npm run build</code>).</p>'}`,
      };
    },
  };
}
