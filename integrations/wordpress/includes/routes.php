<?php
/**
 * Routes: the route map the blocks build their links from (data-routes), and rewrite rules that open
 * the page holding a block for every address below it (detail ids and slugs, tokens, appointment ids).
 *
 * Both come from core's path templates and words (build/routes.json, generated from core/routes at
 * plugin build time) and the pages picked on the settings page: a template's first two segments
 * ('/{locale}/{offer}') stand for the page whose own template they are (the search page), else for the
 * page that holds the route; the rest of the template follows that page's path. So with the search page
 * at /nl/aanbod/ and the detail page anywhere, /nl/aanbod/42/villa-gent opens the detail page.
 */

defined('ABSPATH') || exit;

/** Which core routes each page of the settings page holds (estate-detail reads all of its routes' ids). */
const ESTATE_BLOCKS_PAGE_ROUTES = [
    'search' => ['search'],
    'detail' => ['detail', 'estate', 'estateWithSlug', 'projectUnit'],
    'favorites' => ['favorites'],
    'keepMeInformed' => ['keepMeInformed', 'keepMeInformedSuccess', 'keepMeInformedEdit', 'keepMeInformedUnsubscribe'],
    'cancelAppointment' => ['cancelAppointment'],
    'rentalUnit' => ['rentalUnit'],
];

/** Routes whose page is an estate's detail (their ids come from the address). */
const ESTATE_BLOCKS_DETAIL_ROUTES = ['estate', 'estateWithSlug', 'projectUnit'];

/** Core's route tables: { templates, params, words } (build/routes.json). */
function estate_blocks_core_routes(): array {
    static $data = null;
    if ($data === null) {
        $json = @file_get_contents(ESTATE_BLOCKS_DIR . '/build/routes.json');
        $data = $json ? json_decode($json, true) : null;
        if (!is_array($data) || !isset($data['templates'], $data['words'])) $data = ['templates' => [], 'params' => [], 'words' => []];
    }
    return $data;
}

/** The locale of the current request: its first path segment when it is one of the site's languages. */
function estate_blocks_current_locale(): ?string {
    $s = estate_blocks_settings();
    $path = trim((string) parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH), '/');
    $first = strtolower(explode('/', $path)[0] ?? '');
    return in_array($first, $s['locales'], true) ? $first : null;
}

/** The site-relative path of a published page, with its trailing slash ('/nl/aanbod/'), or null. */
function estate_blocks_page_path(int $id): ?string {
    if ($id <= 0 || get_post_status($id) !== 'publish' || get_post_type($id) !== 'page') return null;
    $home = rtrim((string) parse_url(home_url('/'), PHP_URL_PATH), '/');
    $path = (string) parse_url((string) get_permalink($id), PHP_URL_PATH);
    if ($home !== '' && str_starts_with($path, $home)) $path = substr($path, strlen($home));
    return '/' . ltrim($path, '/');
}

/**
 * Every route that has a page, per locale: [name => [locale => ['template' => …, 'page' => id]]].
 * The template is the page's path followed by the rest of core's template, its locale segment as {locale}.
 */
function estate_blocks_route_table(): array {
    static $cache = [];
    $s = estate_blocks_settings();
    $key = md5(wp_json_encode([$s['pages'], $s['locales']]));
    if (isset($cache[$key])) return $cache[$key];
    $core = estate_blocks_core_routes();
    $table = [];
    foreach ($s['locales'] as $locale) {
        $paths = [];
        foreach (ESTATE_BLOCKS_PAGE_ROUTES as $page => $_) {
            $path = estate_blocks_page_path((int) ($s['pages'][$page][$locale] ?? 0));
            if ($path !== null) $paths[$page] = ['path' => $path, 'id' => (int) $s['pages'][$page][$locale]];
        }
        foreach (ESTATE_BLOCKS_PAGE_ROUTES as $page => $names) {
            if (!isset($paths[$page])) continue;
            foreach ($names as $name) {
                $template = $core['templates'][$name] ?? null;
                if (!is_string($template)) continue;
                $segments = explode('/', trim($template, '/'));
                $head = '/' . implode('/', array_slice($segments, 0, 2));
                $rest = array_slice($segments, 2);
                // The page standing for the template's head: the one whose own route has that template.
                $under = $paths[$page]['path'];
                foreach (ESTATE_BLOCKS_PAGE_ROUTES as $other => $otherNames) {
                    if (isset($paths[$other]) && ($core['templates'][$otherNames[0]] ?? null) === $head) $under = $paths[$other]['path'];
                }
                $path = $rest ? rtrim($under, '/') . '/' . implode('/', $rest) : $under;
                $path = preg_replace('#^/' . preg_quote($locale, '#') . '(?=/)#', '/{locale}', $path);
                $table[$name][$locale] = ['template' => $path, 'page' => $paths[$page]['id']];
            }
        }
    }
    return $cache[$key] = $table;
}

/** Route map for data-routes: the templates of the routes that have a page; [] until route pages are chosen. */
function estate_blocks_route_map(): array {
    $templates = [];
    foreach (estate_blocks_route_table() as $name => $perLocale) {
        foreach ($perLocale as $locale => $route) $templates[$name][$locale] = $route['template'];
    }
    return $templates ? ['templates' => $templates] : [];
}

/**
 * The rewrite rules of the routes with values or words below their page: regex => query. An estate id
 * matches digits only, so the search page's own child pages still open.
 */
function estate_blocks_rewrite_rules(): array {
    $core = estate_blocks_core_routes();
    $rules = [];
    foreach (estate_blocks_route_table() as $name => $perLocale) {
        foreach ($perLocale as $locale => $route) {
            if (!preg_match('/\{(?!locale\})\w+\}/', $route['template'])) continue;
            $words = $core['words'][$locale] ?? [];
            $regex = preg_replace_callback('/\{(\w+)\}|[^{]+/', function ($m) use ($locale, $words) {
                if (!isset($m[1])) return preg_quote($m[0], '#');
                if ($m[1] === 'locale') return preg_quote($locale, '#');
                if (isset($words[$m[1]])) return preg_quote($words[$m[1]], '#');
                return in_array($m[1], ['estateId', 'entityId'], true) ? '([0-9]+)' : '([^/]+)';
            }, ltrim(rtrim($route['template'], '/'), '/'));
            $rules[$regex . '/?$'] = 'index.php?page_id=' . $route['page'] . '&eb_route=' . $name;
        }
    }
    // Longer addresses first: '…/unsubscribe/{token}' before '…/{token}'.
    uksort($rules, fn($a, $b) => substr_count($b, '/') <=> substr_count($a, '/') ?: strcmp($a, $b));
    return $rules;
}

/** Kept for the activation hook: the rules come in through rewrite_rules_array whenever WordPress rebuilds them. */
function estate_blocks_add_rewrite_rules(): void {
}

add_filter('rewrite_rules_array', fn(array $rules) => estate_blocks_rewrite_rules() + $rules);
add_filter('query_vars', fn(array $vars) => array_merge($vars, ['eb_route']));

/** The core route of this request when it is an address below a route page ('estateWithSlug' …), or ''. */
function estate_blocks_request_route(): string {
    $route = (string) get_query_var('eb_route');
    return array_key_exists($route, estate_blocks_core_routes()['templates']) ? $route : '';
}

// The address is the page's, not its permalink: WordPress must not redirect /nl/aanbod/42/villa to /nl/detail/.
add_filter('redirect_canonical', fn($redirect) => estate_blocks_request_route() !== '' ? false : $redirect);

// New or moved route pages mean new rules: rebuilt on the next request after the settings or a route page change.
add_action('save_post_page', function (int $id) {
    foreach (estate_blocks_settings()['pages'] as $perLocale) {
        if (in_array($id, array_map('intval', (array) $perLocale), true)) set_transient('estate_blocks_flush_rewrites', 1);
    }
});
add_action('init', function () {
    if (get_transient('estate_blocks_flush_rewrites')) {
        delete_transient('estate_blocks_flush_rewrites');
        flush_rewrite_rules(false);
    }
}, 99);
