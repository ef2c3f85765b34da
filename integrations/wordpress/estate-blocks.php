<?php
/**
 * Plugin Name:       Estate blocks
 * Description:       The estate-blocks widgets (search, table, gallery, map, detail, favorites, keep-me-informed …) as blocks of the block editor, configured in the sidebar; the bundle, the route pages and server-side titles for detail pages.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           MIT
 * Text Domain:       estate-blocks
 */

defined('ABSPATH') || exit;

define('ESTATE_BLOCKS_FILE', __FILE__);
define('ESTATE_BLOCKS_DIR', __DIR__);

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/bundle.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/routes.php';
require_once __DIR__ . '/includes/head.php';

register_activation_hook(__FILE__, function () {
    estate_blocks_add_rewrite_rules();
    flush_rewrite_rules();
});
register_deactivation_hook(__FILE__, 'flush_rewrite_rules');
