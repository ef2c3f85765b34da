<?php
/**
 * The bundle on every front-end page: its stylesheet and the loader as a module script with the site's
 * settings (data-site-id, data-api, data-routes) and, when the release publishes integrity.json beside
 * it, its SRI hash (pinned when the settings are saved, so a changed file on the CDN is refused).
 */

defined('ABSPATH') || exit;

/** The loader's URL ({version} filled in); filter `estate_blocks_bundle_url` to change it per request. */
function estate_blocks_bundle_url(): string {
    $s = estate_blocks_settings();
    $url = str_replace('{version}', rawurlencode($s['version']), $s['bundle_url']);
    return (string) apply_filters('estate_blocks_bundle_url', $url);
}

/** The SRI hash of `$file` (e.g. estate-blocks.js) pinned from integrity.json, or ''. */
function estate_blocks_integrity(string $url): string {
    $s = estate_blocks_settings();
    $pinned = $s['integrity'] ?? [];
    return is_array($pinned) && isset($pinned[$url]) && is_string($pinned[$url]) ? $pinned[$url] : '';
}

/**
 * Reads integrity.json beside the bundle ({ "estate-blocks.js": "sha384-…", … } or { "files": { … } })
 * and returns [absolute URL => hash] for the loader and its stylesheet; [] when there is none.
 */
function estate_blocks_fetch_integrity(string $bundleUrl): array {
    if ($bundleUrl === '') return [];
    $base = preg_replace('#[^/]*$#', '', $bundleUrl);
    $response = wp_remote_get($base . 'integrity.json', ['timeout' => 3]);
    if (is_wp_error($response) || wp_remote_retrieve_response_code($response) !== 200) return [];
    $json = json_decode(wp_remote_retrieve_body($response), true);
    if (!is_array($json)) return [];
    $files = isset($json['files']) && is_array($json['files']) ? $json['files'] : $json;
    $out = [];
    foreach ([basename(parse_url($bundleUrl, PHP_URL_PATH) ?: ''), preg_replace('/\.js$/', '.css', basename(parse_url($bundleUrl, PHP_URL_PATH) ?: ''))] as $file) {
        $hash = $files[$file] ?? null;
        if (is_array($hash)) $hash = $hash['integrity'] ?? null;
        if (is_string($hash) && preg_match('/^sha(256|384|512)-[A-Za-z0-9+\/=]+$/', $hash)) $out[$base . $file] = $hash;
    }
    return $out;
}

add_filter('pre_update_option_estate_blocks', function ($new) {
    if (is_array($new)) {
        $url = str_replace('{version}', rawurlencode($new['version'] ?? ''), $new['bundle_url'] ?? '');
        $new['integrity'] = estate_blocks_fetch_integrity($url);
    }
    return $new;
});

/** The attributes of the loader's script tag (shared by the front end and the editor's preview). */
function estate_blocks_script_attributes(?string $locale = null): array {
    $s = estate_blocks_settings();
    $src = estate_blocks_bundle_url();
    $attrs = ['type' => 'module', 'src' => $src, 'data-site-id' => $s['site_id'], 'data-api' => $s['api']];
    if ($locale) $attrs['data-locale'] = $locale;
    $routes = estate_blocks_route_map();
    if ($routes) $attrs['data-routes'] = wp_json_encode($routes, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    $integrity = estate_blocks_integrity($src);
    if ($integrity !== '') {
        $attrs['integrity'] = $integrity;
        $attrs['crossorigin'] = 'anonymous';
    }
    return $attrs;
}

function estate_blocks_tag(string $tag, array $attrs): string {
    $html = "<$tag";
    foreach ($attrs as $name => $value) $html .= ' ' . $name . '="' . esc_attr((string) $value) . '"';
    return $html . ($tag === 'script' ? '></script>' : '>') . "\n";
}

function estate_blocks_print_bundle(?string $locale = null): void {
    $src = estate_blocks_bundle_url();
    if ($src === '') return;
    $css = preg_replace('/\.js(\?.*)?$/', '.css$1', $src);
    $link = ['rel' => 'stylesheet', 'href' => $css];
    $integrity = estate_blocks_integrity($css);
    if ($integrity !== '') $link += ['integrity' => $integrity, 'crossorigin' => 'anonymous'];
    echo estate_blocks_tag('link', $link);
    echo estate_blocks_tag('script', estate_blocks_script_attributes($locale));
}

add_action('wp_head', function () {
    estate_blocks_print_bundle(estate_blocks_current_locale());
}, 5);

// After the theme's styles: its per-block link colours must not reach the blocks (assets/isolation.css).
add_action('wp_enqueue_scripts', function () {
    if (estate_blocks_bundle_url() === '') return;
    wp_enqueue_style('estate-blocks-isolation', plugins_url('assets/isolation.css', ESTATE_BLOCKS_FILE), [], (string) filemtime(ESTATE_BLOCKS_DIR . '/assets/isolation.css'));
}, 20);
