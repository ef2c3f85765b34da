<?php
/**
 * Server-side head of detail pages and one h1 per page.
 *
 * An address below a route page (/nl/aanbod/42/villa-gent) gets the estate's title and description from the
 * site content service (GET /sites/{siteId}/estate-pages/{locale}/{id}, 2 s timeout, cached 10 minutes, a
 * failure 1 minute) as its <title>, og:title, meta description and og:description; without an answer the
 * page's own title stays. The page's canonical
 * link and shortlink are WordPress's for the detail page itself (/nl/detail/), so they are left out there;
 * the detail block sets the estate's canonical link. On the detail page the estate's title is the one h1:
 * the block's heading defaults to level 1 and the theme's post title block is not rendered.
 */

defined('ABSPATH') || exit;

/** The estate id of this request's address (estate, estateWithSlug, projectUnit routes), or 0. */
function estate_blocks_request_estate_id(): int {
    $route = estate_blocks_request_route();
    if (!in_array($route, ESTATE_BLOCKS_DETAIL_ROUTES, true)) return 0;
    $path = trim((string) parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH), '/');
    $locale = estate_blocks_current_locale() ?? (estate_blocks_settings()['locales'][0] ?? 'nl');
    $table = estate_blocks_route_table();
    $template = $table[$route][$locale]['template'] ?? '';
    if ($template === '') return 0;
    $core = estate_blocks_core_routes();
    $words = $core['words'][$locale] ?? [];
    $names = [];
    $regex = preg_replace_callback('/\{(\w+)\}|[^{]+/', function ($m) use ($locale, $words, &$names) {
        if (!isset($m[1])) return preg_quote($m[0], '#');
        if ($m[1] === 'locale') return preg_quote($locale, '#');
        if (isset($words[$m[1]])) return preg_quote($words[$m[1]], '#');
        $names[] = $m[1];
        return '([^/]+)';
    }, trim($template, '/'));
    if (!preg_match('#^' . $regex . '/?$#i', $path, $m)) return 0;
    $at = array_search('estateId', $names, true);
    return $at === false ? 0 : absint(rawurldecode($m[$at + 1]));
}

/** The estate's title and description from the site content service in `$locale`; '' each when it does not answer. */
function estate_blocks_estate_page(int $id, string $locale): array {
    $none = ['title' => '', 'description' => ''];
    $s = estate_blocks_settings();
    if ($id <= 0 || $s['api'] === '' || $s['site_id'] === '') return $none;
    $key = 'estate_blocks_page_' . md5($s['api'] . '|' . $s['site_id'] . '|' . $locale . '|' . $id);
    $cached = get_transient($key);
    if (is_array($cached)) return $cached + $none;
    $url = rtrim($s['api'], '/') . '/sites/' . rawurlencode($s['site_id']) . '/estate-pages/' . rawurlencode($locale) . '/' . $id;
    $response = wp_remote_get($url, ['timeout' => 2, 'headers' => ['Accept' => 'application/json', 'X-Site-Id' => $s['site_id'], 'Accept-Language' => $locale]]);
    $ok = !is_wp_error($response) && wp_remote_retrieve_response_code($response) === 200;
    $json = $ok ? json_decode(wp_remote_retrieve_body($response), true) : null;
    $text = fn(string $key) => is_array($json) && is_string($json[$key] ?? null) ? sanitize_text_field($json[$key]) : '';
    $page = ['title' => $text('title'), 'description' => $text('description')];
    set_transient($key, $page, $ok ? 10 * MINUTE_IN_SECONDS : MINUTE_IN_SECONDS);
    return $page;
}

/** This request's estate page (title, description), '' each when this is no detail address or the service did not answer. */
function estate_blocks_request_page(): array {
    static $page = null;
    if ($page === null) {
        $id = estate_blocks_request_estate_id();
        $page = $id ? estate_blocks_estate_page($id, estate_blocks_current_locale() ?? (estate_blocks_settings()['locales'][0] ?? 'nl')) : ['title' => '', 'description' => ''];
    }
    return $page;
}

/** Whether this request shows the detail route's page (the page picked for "Estate detail" in any language). */
function estate_blocks_is_detail_page(): bool {
    if (!is_page()) return false;
    $ids = array_map('intval', (array) (estate_blocks_settings()['pages']['detail'] ?? []));
    return in_array((int) get_queried_object_id(), $ids, true);
}

add_filter('document_title_parts', function (array $parts) {
    $title = estate_blocks_request_page()['title'];
    if ($title !== '') $parts['title'] = $title;
    return $parts;
});

add_action('wp_head', function () {
    ['title' => $title, 'description' => $description] = estate_blocks_request_page();
    if ($title !== '') echo '<meta property="og:title" content="' . esc_attr($title) . '">' . "\n";
    if ($description !== '') {
        echo '<meta name="description" content="' . esc_attr($description) . '">' . "\n";
        echo '<meta property="og:description" content="' . esc_attr($description) . '">' . "\n";
    }
}, 6);

add_action('wp', function () {
    if (estate_blocks_request_route() === '') return;
    remove_action('wp_head', 'rel_canonical');
    remove_action('wp_head', 'wp_shortlink_wp_head', 10);
});

// One h1: on the detail page the estate's title is it, so the theme's post title (an h1 in most themes) goes.
add_filter('render_block', function (string $html, array $block) {
    if (($block['blockName'] ?? '') === 'core/post-title' && estate_blocks_is_detail_page()) return '';
    return $html;
}, 10, 2);

/** The estate-detail block's heading level on the detail page: 1 unless its node sets one. */
function estate_blocks_detail_node(array $node): array {
    if (!isset($node['headingLevel']) && estate_blocks_is_detail_page()) $node['headingLevel'] = 1;
    return $node;
}
