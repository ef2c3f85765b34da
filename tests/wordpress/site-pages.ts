import type { WordPress } from '../../scripts/wordpress.mjs';

/**
 * One page in WordPress's block markup: dynamic estate blocks with their node, at the theme's wide width
 * (the block toolbar's "Wide width"; Twenty Twenty-Three's content column, 650 px, is narrower than a table).
 */
export const blockMarkup = (blocks: [string, Record<string, unknown>?][]) =>
  blocks.map(([name, node]) => `<!-- wp:estate-blocks/${name} ${JSON.stringify({ align: 'wide', ...(node ? { node } : {}) })} /-->`).join('\n');

type RoutePage = 'search' | 'detail' | 'favorites' | 'keepMeInformed' | 'cancelAppointment';

/**
 * The site a builder sets up: a page per language for each route (in nl and fr at the route map's default
 * paths, so the site content service's e-mail links, built from the same defaults, land on them; in en at
 * paths of the builder's own) and the two agreement pages.
 */
export const SITE_PAGES: { path: string; title: string; content: string; route?: RoutePage }[] = [
  { path: 'nl', title: 'Welkom', content: '' },
  { path: 'nl/aanbod', title: 'Aanbod', content: blockMarkup([['estate-search'], ['estate-table']]), route: 'search' },
  { path: 'nl/detail', title: 'Pand', content: blockMarkup([['estate-detail']]), route: 'detail' },
  { path: 'nl/favorites', title: 'Favorieten', content: blockMarkup([['favorites']]), route: 'favorites' },
  { path: 'nl/keep-me-informed', title: 'Hou me op de hoogte', content: blockMarkup([['keep-me-informed']]), route: 'keepMeInformed' },
  { path: 'nl/afspraak-annuleren', title: 'Afspraak annuleren', content: blockMarkup([['cancel-appointment']]), route: 'cancelAppointment' },
  { path: 'nl/privacy-statement', title: 'Privacyverklaring', content: '<!-- wp:paragraph --><p>Privacy</p><!-- /wp:paragraph -->' },
  { path: 'nl/terms-of-use', title: 'Gebruiksvoorwaarden', content: '<!-- wp:paragraph --><p>Voorwaarden</p><!-- /wp:paragraph -->' },
  { path: 'fr', title: 'Bienvenue', content: '' },
  { path: 'fr/offre', title: 'Offre', content: blockMarkup([['estate-search'], ['estate-table']]), route: 'search' },
  { path: 'fr/detail', title: 'Bien', content: blockMarkup([['estate-detail']]), route: 'detail' },
  { path: 'fr/favorites', title: 'Favoris', content: blockMarkup([['favorites']]), route: 'favorites' },
  { path: 'fr/keep-me-informed', title: 'Tenez-moi informé', content: blockMarkup([['keep-me-informed']]), route: 'keepMeInformed' },
  { path: 'fr/annuler-rendez-vous', title: 'Annuler le rendez-vous', content: blockMarkup([['cancel-appointment']]), route: 'cancelAppointment' },
  { path: 'fr/privacy-statement', title: 'Déclaration de confidentialité', content: '<!-- wp:paragraph --><p>Confidentialité</p><!-- /wp:paragraph -->' },
  // English under the builder's own words: the search at /en/for-sale/, the detail page at /en/property/.
  { path: 'en', title: 'Welcome', content: '' },
  { path: 'en/for-sale', title: 'For sale', content: blockMarkup([['estate-search'], ['estate-table']]), route: 'search' },
  { path: 'en/property', title: 'Property', content: blockMarkup([['estate-detail']]), route: 'detail' },
  { path: 'fr/terms-of-use', title: "Conditions d'utilisation", content: '<!-- wp:paragraph --><p>Conditions</p><!-- /wp:paragraph -->' },
];

const php = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Creates the pages and picks the route pages, as the settings page stores them; the rewrite rules follow. */
export function createSitePages(wp: WordPress): void {
  const code = SITE_PAGES.map(({ path, title, content, route }) => {
    const parts = path.split('/');
    const slug = parts.pop()!;
    const parent = parts.length ? `get_page_by_path(${php(parts.join('/'))})->ID` : '0';
    return `$r = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_author' => 1, 'post_title' => ${php(title)}, 'post_name' => ${php(slug)}, 'post_parent' => ${parent}, 'post_content' => ${php(content)}], true);
if (is_wp_error($r)) { fwrite(STDERR, $r->get_error_message()); exit(1); }
${route ? `$pages[${php(route)}][${php(parts[0])}] = $r;` : ''}`;
  }).join('\n');
  wp.wpEval(`$pages = [];
${code}
$s = get_option('estate_blocks', []);
$s['pages'] = $pages;
$s['locales'] = ['nl', 'fr', 'en'];
update_option('estate_blocks', $s);
flush_rewrite_rules();`);
}
