/**
 * The Chromium every browser check and benchmark runs: Debian's (Playwright cannot download browsers
 * here), with the switches this machine needs (no sandbox, no GPU) and without the browser's own work
 * beside the page under test. Chromium 156 builds its WebUI omnibox popup for a new window: measured,
 * 2 of 4 new browser contexts fetched and compiled ~400 chrome:// modules while the page loaded, on the
 * same two cores (WEBUI_FEATURES).
 */
export const CHROMIUM_PATH = process.env.EB_CHROMIUM ?? '/usr/bin/chromium';

/** Switches for any launcher (Playwright, Lighthouse's chrome-launcher). */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright disables (playwright-core's chromiumSwitches, Chromium's only). Chromium keeps
 * the last --disable-features of a command line, and Playwright puts ours after its own: ours must
 * repeat them. chromium.test.ts fails when Playwright's list has a name this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Launch arguments for Playwright's chromium.launch. */
export const CHROMIUM_ARGS = [...CHROMIUM_SWITCHES, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WEBUI_FEATURES].join(',')}`];
