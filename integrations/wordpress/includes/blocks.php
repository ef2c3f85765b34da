<?php
/**
 * Every block of the bundle as a dynamic block (estate-blocks/<name>). Its configuration is the block's
 * `node` attribute, edited in the sidebar (build/editor.js, generated from build/blocks.json, the blocks'
 * own schemas); the page gets the bundle's embed element, <div data-block data-node>.
 */

defined('ABSPATH') || exit;

/** The block schemas of the bundle build ([{ name, schema, example, description }]). */
function estate_blocks_schemas(): array {
    static $schemas = null;
    if ($schemas === null) {
        $json = @file_get_contents(ESTATE_BLOCKS_DIR . '/build/blocks.json');
        $list = $json ? json_decode($json, true) : [];
        // `host` is a page enhancement without a node of its own, not a block an editor places.
        $schemas = array_values(array_filter(is_array($list) ? $list : [], fn($b) => is_array($b) && isset($b['name']) && $b['name'] !== 'host'));
    }
    return $schemas;
}

/** The embed element of block `$name` with configuration `$node` (and the block's alignment classes). */
function estate_blocks_render(string $name, $node): string {
    $node = is_array($node) ? $node : [];
    if ($name === 'estate-detail') $node = estate_blocks_detail_node($node);
    $json = wp_json_encode((object) $node, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    $wrapper = function_exists('get_block_wrapper_attributes') && WP_Block_Supports::$block_to_render ? get_block_wrapper_attributes() . ' ' : '';
    return '<div ' . $wrapper . 'data-block="' . esc_attr($name) . '" data-node="' . esc_attr(rawurlencode($json)) . '"></div>';
}

add_filter('block_categories_all', function (array $categories) {
    return array_merge([['slug' => 'estate-blocks', 'title' => __('Estate blocks', 'estate-blocks'), 'icon' => null]], $categories);
});

add_action('init', function () {
    $asset = ESTATE_BLOCKS_DIR . '/build/editor.js';
    $editor = is_file($asset);
    if ($editor) {
        wp_register_script('estate-blocks-editor', plugins_url('build/editor.js', ESTATE_BLOCKS_FILE), ['wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n', 'wp-api-fetch'], (string) filemtime($asset), true);
        $s = estate_blocks_settings();
        wp_add_inline_script('estate-blocks-editor', 'window.estateBlocksEditor = ' . wp_json_encode([
            'blocks' => estate_blocks_schemas(),
            'api' => $s['api'],
            'siteId' => $s['site_id'],
            'locale' => $s['locales'][0] ?? 'nl',
            'script' => estate_blocks_script_attributes($s['locales'][0] ?? 'nl') + ['data-scan' => 'manual'],
        ], JSON_UNESCAPED_SLASHES) . ';', 'before');
    }
    foreach (estate_blocks_schemas() as $block) {
        register_block_type('estate-blocks/' . $block['name'], [
            'api_version' => 2,
            'editor_script' => $editor ? 'estate-blocks-editor' : null,
            'attributes' => ['node' => ['type' => 'object', 'default' => new stdClass()]],
            'render_callback' => fn(array $attributes) => estate_blocks_render($block['name'], $attributes['node'] ?? []),
            'supports' => ['html' => false, 'align' => ['wide', 'full']],
        ]);
    }
});
