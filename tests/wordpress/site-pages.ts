import type { WordPress } from '../../scripts/wordpress.mjs';

/** One page in WordPress's block markup: dynamic estate blocks with their node. */
export const blockMarkup = (blocks: [string, Record<string, unknown>?][]) =>
  blocks.map(([name, node]) => `<!-- wp:estate-blocks/${name} ${node ? JSON.stringify({ node }) : ''} /-->`).join('\n');

/** The site a builder sets up: a page per language holding its blocks (created as the site, not through the editor). */
export const SITE_PAGES: { path: string; title: string; content: string }[] = [
  { path: 'nl', title: 'Welkom', content: '' },
  { path: 'nl/aanbod', title: 'Aanbod', content: blockMarkup([['estate-search'], ['estate-table']]) },
  { path: 'fr', title: 'Bienvenue', content: '' },
  { path: 'fr/offre', title: 'Offre', content: blockMarkup([['estate-search'], ['estate-table']]) },
];

const php = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function createSitePages(wp: WordPress): void {
  const code = SITE_PAGES.map(({ path, title, content }) => {
    const parts = path.split('/');
    const slug = parts.pop()!;
    const parent = parts.length ? `get_page_by_path(${php(parts.join('/'))})->ID` : '0';
    return `$r = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_author' => 1, 'post_title' => ${php(title)}, 'post_name' => ${php(slug)}, 'post_parent' => ${parent}, 'post_content' => ${php(content)}], true);
if (is_wp_error($r)) { fwrite(STDERR, $r->get_error_message()); exit(1); }`;
  }).join('\n');
  wp.wpEval(code);
}
