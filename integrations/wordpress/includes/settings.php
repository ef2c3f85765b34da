<?php
/**
 * Settings (Settings → Estate blocks): the site content service, the bundle, and which WordPress page
 * holds each route per language. Stored as one option, `estate_blocks`.
 */

defined('ABSPATH') || exit;

const ESTATE_BLOCKS_LOCALES = ['nl', 'fr', 'en', 'de'];

/** Route name => label; each is a WordPress page per language (the block's page). */
function estate_blocks_route_names(): array {
    return [
        'search' => __('Search (offer)', 'estate-blocks'),
        'detail' => __('Estate detail', 'estate-blocks'),
        'favorites' => __('Favorites', 'estate-blocks'),
        'keepMeInformed' => __('Keep me informed', 'estate-blocks'),
        'cancelAppointment' => __('Cancel appointment', 'estate-blocks'),
        'rentalUnit' => __('Holiday rental unit', 'estate-blocks'),
    ];
}

/** The settings with their defaults. */
function estate_blocks_settings(): array {
    $saved = get_option('estate_blocks', []);
    return array_merge([
        'api' => '',
        'site_id' => '',
        'bundle_url' => '',
        'version' => '',
        'locales' => ['nl', 'fr'],
        'pages' => [],
    ], is_array($saved) ? $saved : []);
}

function estate_blocks_sanitize_settings($input): array {
    $input = is_array($input) ? $input : [];
    $locales = array_values(array_intersect(ESTATE_BLOCKS_LOCALES, (array) ($input['locales'] ?? [])));
    $pages = [];
    foreach ((array) ($input['pages'] ?? []) as $route => $perLocale) {
        if (!array_key_exists($route, estate_blocks_route_names())) continue;
        foreach ((array) $perLocale as $locale => $id) {
            if (in_array($locale, ESTATE_BLOCKS_LOCALES, true) && absint($id)) $pages[$route][$locale] = absint($id);
        }
    }
    $out = [
        'api' => esc_url_raw(trim((string) ($input['api'] ?? ''))),
        'site_id' => sanitize_text_field((string) ($input['site_id'] ?? '')),
        'bundle_url' => esc_url_raw(trim((string) ($input['bundle_url'] ?? ''))),
        'version' => preg_replace('/[^0-9A-Za-z.\-+]/', '', (string) ($input['version'] ?? '')),
        'locales' => $locales ?: ['nl'],
        'pages' => $pages,
    ];
    // New route pages mean new rewrite rules.
    set_transient('estate_blocks_flush_rewrites', 1);
    return $out;
}

add_action('admin_init', function () {
    register_setting('estate_blocks', 'estate_blocks', ['type' => 'array', 'sanitize_callback' => 'estate_blocks_sanitize_settings']);
});

add_action('admin_menu', function () {
    add_options_page(__('Estate blocks', 'estate-blocks'), __('Estate blocks', 'estate-blocks'), 'manage_options', 'estate-blocks', 'estate_blocks_settings_page');
});

function estate_blocks_settings_page(): void {
    $s = estate_blocks_settings();
    $name = fn(string ...$keys) => 'estate_blocks[' . implode('][', $keys) . ']';
    ?>
    <div class="wrap">
      <h1><?php esc_html_e('Estate blocks', 'estate-blocks'); ?></h1>
      <form method="post" action="options.php">
        <?php settings_fields('estate_blocks'); ?>
        <h2><?php esc_html_e('Site content service and bundle', 'estate-blocks'); ?></h2>
        <table class="form-table" role="presentation">
          <tr><th scope="row"><label for="eb-api"><?php esc_html_e('API URL', 'estate-blocks'); ?></label></th>
            <td><input id="eb-api" class="regular-text" type="url" name="<?php echo esc_attr($name('api')); ?>" value="<?php echo esc_attr($s['api']); ?>" placeholder="https://api.example.be">
            <p class="description"><?php esc_html_e('Base URL of the site content service (data-api).', 'estate-blocks'); ?></p></td></tr>
          <tr><th scope="row"><label for="eb-site"><?php esc_html_e('Site id', 'estate-blocks'); ?></label></th>
            <td><input id="eb-site" class="regular-text" name="<?php echo esc_attr($name('site_id')); ?>" value="<?php echo esc_attr($s['site_id']); ?>"></td></tr>
          <tr><th scope="row"><label for="eb-bundle"><?php esc_html_e('Bundle URL', 'estate-blocks'); ?></label></th>
            <td><input id="eb-bundle" class="large-text" type="url" name="<?php echo esc_attr($name('bundle_url')); ?>" value="<?php echo esc_attr($s['bundle_url']); ?>" placeholder="https://cdn.example.be/estate-blocks/v{version}/estate-blocks.js">
            <p class="description"><?php esc_html_e('The loader, estate-blocks.js; {version} is replaced by the version below. Its stylesheet is the same URL ending in .css. When integrity.json sits beside it, the tag carries its SRI hash.', 'estate-blocks'); ?></p></td></tr>
          <tr><th scope="row"><label for="eb-version"><?php esc_html_e('Version', 'estate-blocks'); ?></label></th>
            <td><input id="eb-version" type="text" name="<?php echo esc_attr($name('version')); ?>" value="<?php echo esc_attr($s['version']); ?>" placeholder="0.1.0"></td></tr>
          <tr><th scope="row"><?php esc_html_e('Languages', 'estate-blocks'); ?></th>
            <td><?php foreach (ESTATE_BLOCKS_LOCALES as $l) : ?>
              <label><input type="checkbox" name="<?php echo esc_attr($name('locales')); ?>[]" value="<?php echo esc_attr($l); ?>" <?php checked(in_array($l, $s['locales'], true)); ?>> <?php echo esc_html(strtoupper($l)); ?></label>&nbsp;
            <?php endforeach; ?></td></tr>
        </table>
        <h2><?php esc_html_e('Route pages', 'estate-blocks'); ?></h2>
        <p><?php esc_html_e('The page that holds each block, per language. Links in the blocks and in e-mails point to these pages; detail, unit, token and appointment addresses below them open the same page.', 'estate-blocks'); ?></p>
        <table class="form-table" role="presentation">
          <?php foreach (estate_blocks_route_names() as $route => $label) : ?>
            <tr><th scope="row"><?php echo esc_html($label); ?></th><td>
            <?php foreach ($s['locales'] as $l) :
                $id = "eb-page-$route-$l"; ?>
              <label for="<?php echo esc_attr($id); ?>"><?php echo esc_html(strtoupper($l)); ?></label>
              <?php wp_dropdown_pages(['id' => $id, 'name' => $name('pages', $route, $l), 'selected' => (int) ($s['pages'][$route][$l] ?? 0), 'show_option_none' => '—', 'option_none_value' => '0']); ?>
            <?php endforeach; ?>
            </td></tr>
          <?php endforeach; ?>
        </table>
        <?php submit_button(); ?>
      </form>
    </div>
    <?php
}
