/**
 * A throwaway WordPress for the plugin's browser tests (integrations/wordpress/): Debian's WordPress,
 * MariaDB and PHP, none of their system configuration touched. MariaDB runs on a temporary data dir
 * and a private socket (no TCP); WordPress is a copy of /usr/share/wordpress with its own wp-config.php,
 * served by `php -S` with a router for pretty permalinks; the install routine, the theme (Twenty
 * Twenty-Three), the plugin and the users (an Author and an Editor) are set up through php-cli.
 *
 *   node scripts/wordpress.mjs install          apt-get the Debian packages when missing
 *   node scripts/wordpress.mjs serve [--api U]   start, print the URL, stop and clean up on SIGINT/SIGTERM
 *
 * `startWordPress()` does the same from a script; its `stop()` ends both servers and removes every
 * temporary file. Node built-ins only (npm test installs the packages before node_modules exists).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WP_SOURCE = '/usr/share/wordpress';
const THEME = 'twentytwentythree';
export const PACKAGES = ['wordpress', `wordpress-theme-${THEME}`, 'mariadb-server', 'mariadb-client', 'php-cli', 'php-mysql'];
/** Users the tests log in as (password for all: the user name twice). */
export const WP_USERS = { admin: 'administrator', author: 'author', editor: 'editor' };
export const password = (user) => `${user}-${user}`;

function missing() {
  const out = [];
  if (!existsSync(`${WP_SOURCE}/wp-settings.php`)) out.push('wordpress');
  if (!existsSync(`${WP_SOURCE}/wp-content/themes/${THEME}/theme.json`)) out.push(`wordpress-theme-${THEME}`);
  if (spawnSync('sh', ['-c', 'command -v mariadbd && command -v mariadb-install-db && command -v mariadb'], { stdio: 'ignore' }).status !== 0) out.push('mariadb-server', 'mariadb-client');
  if (spawnSync('php', ['-r', 'exit(function_exists("mysqli_connect") ? 0 : 1);'], { stdio: 'ignore' }).status !== 0) out.push('php-cli', 'php-mysql');
  return out;
}

/** apt-get install of the packages that are missing (as scripts/test.mjs installs chromium); true when all are there. */
export function installWordPressPackages() {
  const need = missing();
  if (!need.length) return true;
  const root = typeof process.getuid !== 'function' || process.getuid() === 0;
  const apt = root ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...PACKAGES]]) {
    console.log(`\n$ ${[...apt, ...args].join(' ')}`);
    if (spawnSync(apt[0], [...apt.slice(1), ...args], { stdio: 'inherit', env }).status !== 0) return false;
  }
  const still = missing();
  if (still.length) console.error(`[wordpress] still missing after apt-get: ${still.join(', ')}`);
  return still.length === 0;
}

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) throw new Error(`[wordpress] ${command} ${args.join(' ')} failed (${r.status ?? r.signal}): ${r.error ?? ''}${r.stderr}${r.stdout}`.slice(0, 4000));
  return r.stdout;
}

async function waitFor(check, what, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`[wordpress] ${what} exited (${child.exitCode})`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`[wordpress] ${what} not ready within ${timeoutMs / 1000} s`);
}

const phpString = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Starts MariaDB and WordPress with the plugin configured against `api` (the site content service)
 * and `bundle` (the loader URL). Throws with the cause when anything fails (after cleaning up).
 * @param {{ port?: number, api: string, siteId?: string, bundle: string, log?: (line: string) => void }} options
 */
export async function startWordPress({ port, api, siteId = 'demo', bundle, log = () => {} }) {
  const need = missing();
  if (need.length) throw new Error(`[wordpress] missing Debian packages: ${need.join(', ')} (node scripts/wordpress.mjs install)`);
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'eb-wordpress-'));
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      // Each child leads its own process group: php -S forks its workers, which must end with it.
      const kill = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // Already gone.
        }
      };
      const exited = child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
      kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const t0 = Date.now();
    // MariaDB: its own data dir, socket only.
    const data = join(dir, 'db');
    const socket = join(dir, 'mysqld.sock');
    const user = userInfo().username;
    run('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, `--user=${user}`, '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve']);
    const db = spawn('mariadbd', ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${join(dir, 'mysqld.pid')}`, `--user=${user}`, '--innodb-buffer-pool-size=64M', '--skip-log-bin'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    children.push(db);
    let dbLog = '';
    db.stderr.on('data', (d) => (dbLog = (dbLog + d).slice(-3000)));
    await waitFor(async () => spawnSync('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', 'SELECT 1'], { stdio: 'ignore' }).status === 0, `MariaDB (${dbLog})`, db, 60_000);
    run('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4']);
    log(`MariaDB ready in ${Date.now() - t0} ms`);

    // WordPress: a copy of Debian's (its wp-config.php reads /etc/wordpress; ours replaces it).
    const wp = join(dir, 'wordpress');
    cpSync(WP_SOURCE, wp, { recursive: true, dereference: true });
    const plugin = join(wp, 'wp-content', 'plugins', 'estate-blocks');
    rmSync(plugin, { recursive: true, force: true });
    cpSync(join(ROOT, 'integrations', 'wordpress'), plugin, { recursive: true, filter: (src) => !/[\\/](node_modules|editor)$/.test(src) });
    mkdirSync(join(wp, 'wp-content', 'uploads'), { recursive: true });
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(join(wp, 'wp-config.php'), `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${phpString(`localhost:${socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', ${phpString(url)});
define('WP_SITEURL', ${phpString(url)});
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('AUTH_KEY', ${phpString(Math.random().toString(36).repeat(4))});
define('SECURE_AUTH_KEY', ${phpString(Math.random().toString(36).repeat(4))});
define('LOGGED_IN_KEY', ${phpString(Math.random().toString(36).repeat(4))});
define('NONCE_KEY', ${phpString(Math.random().toString(36).repeat(4))});
define('AUTH_SALT', 'a'); define('SECURE_AUTH_SALT', 'b'); define('LOGGED_IN_SALT', 'c'); define('NONCE_SALT', 'd');
// The tests reach only this machine: no calls to wordpress.org, no cron, no update checks.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_DEBUG', false);
define('WP_ENVIRONMENT_TYPE', 'local');
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`);
    writeFileSync(join(dir, 'router.php'), `<?php
// Pretty permalinks under php -S: existing files as they are, everything else to WordPress's front controller.
$root = $_SERVER['DOCUMENT_ROOT'];
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$file = $root . $path;
if ($path !== '/' && is_file($file)) return false;
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
  if (substr($path, -1) !== '/') { header('Location: ' . $path . '/'); return true; }
  return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $root . '/index.php';
`);
    const settings = { api, site_id: siteId, bundle_url: bundle };
    writeFileSync(join(dir, 'setup.php'), `<?php
$_SERVER['HTTP_HOST'] = ${phpString(`127.0.0.1:${port}`)};
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require ${phpString(join(wp, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$r = wp_install('Estate blocks', ${phpString(WP_USERS.admin)}, 'admin@example.test', false, '', ${phpString(password(WP_USERS.admin))});
if (is_wp_error($r)) { fwrite(STDERR, $r->get_error_message()); exit(1); }
update_option('permalink_structure', '/%postname%/');
// Avatars come from gravatar.com, which the tests (and CI) cannot reach.
update_option('show_avatars', 0);
switch_theme(${phpString(THEME)});
$a = activate_plugin('estate-blocks/estate-blocks.php');
if (is_wp_error($a)) { fwrite(STDERR, $a->get_error_message()); exit(1); }
foreach ([${phpString(WP_USERS.author)} => 'author', ${phpString(WP_USERS.editor)} => 'editor'] as $login => $role) {
  $id = wp_insert_user(['user_login' => $login, 'user_pass' => $login . '-' . $login, 'user_email' => $login . '@example.test', 'role' => $role]);
  if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
  // The block editor's welcome guide would cover the canvas on a first visit.
  update_user_meta($id, 'wp_persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);
}
update_user_meta(1, 'wp_persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);
update_option('estate_blocks', array_merge((array) get_option('estate_blocks', []), json_decode(${phpString(JSON.stringify(settings))}, true)));
flush_rewrite_rules();
echo "ok\\n";
`);
    const t1 = Date.now();
    run('php', [join(dir, 'setup.php')], { cwd: wp });
    log(`WordPress installed in ${Date.now() - t1} ms`);

    const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', wp, join(dir, 'router.php')], {
      cwd: wp,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      // The block editor fires many REST requests at once; one PHP worker would serialise them.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push(php);
    let phpLog = '';
    php.stderr.on('data', (d) => (phpLog = (phpLog + d).slice(-3000)));
    await waitFor(async () => {
      try {
        return (await fetch(`${url}/wp-login.php`)).ok;
      } catch {
        return false;
      }
    }, `php -S (${phpLog})`, php, 30_000);
    log(`WordPress up at ${url} in ${Date.now() - t0} ms`);
    /** Runs PHP with WordPress loaded (as the site, no user): for test set-up such as creating pages or options. */
    const wpEval = (code) => {
      const file = join(dir, `eval-${Date.now()}-${Math.random().toString(36).slice(2)}.php`);
      writeFileSync(file, `<?php\n$_SERVER['HTTP_HOST'] = ${phpString(`127.0.0.1:${port}`)};\n$_SERVER['REQUEST_URI'] = '/';\nrequire ${phpString(join(wp, 'wp-load.php'))};\n${code}\n`);
      try {
        return run('php', [file], { cwd: wp });
      } finally {
        rmSync(file, { force: true });
      }
    };
    return { url, port, dir, wpEval, stop, log: () => phpLog };
  } catch (error) {
    await stop();
    throw error;
  }
}

const [command, ...rest] = process.argv.slice(2);
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : fallback;
  };
  if (command === 'install') process.exit(installWordPressPackages() ? 0 : 1);
  else if (command === 'serve') {
    const wp = await startWordPress({
      port: Number(arg('port', '0')) || undefined,
      api: arg('api', 'http://127.0.0.1:8080/api'),
      bundle: arg('bundle', 'http://127.0.0.1:8080/dist/estate-blocks.js'),
      log: (line) => console.log(`[wordpress] ${line}`),
    });
    console.log(`[wordpress] ${wp.url} (users: ${Object.values(WP_USERS).map((u) => `${u}/${password(u)}`).join(', ')}); Ctrl-C stops`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void wp.stop().then(() => process.exit(0)));
  } else {
    console.error('usage: node scripts/wordpress.mjs install | serve [--port N] [--api URL] [--bundle URL]');
    process.exit(2);
  }
}
