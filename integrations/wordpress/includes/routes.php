<?php
/**
 * Routes: the route map the blocks build their links from (data-routes), and rewrite rules that open
 * the page holding a block for every address below it (detail ids and slugs, tokens, appointment ids).
 */

defined('ABSPATH') || exit;

/** The locale of the current request: its first path segment when it is one of the site's languages. */
function estate_blocks_current_locale(): ?string {
    $s = estate_blocks_settings();
    $path = trim((string) parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH), '/');
    $first = strtolower(explode('/', $path)[0] ?? '');
    return in_array($first, $s['locales'], true) ? $first : null;
}

/** Route map for data-routes; [] until route pages are chosen. */
function estate_blocks_route_map(): array {
    return [];
}

function estate_blocks_add_rewrite_rules(): void {
}
