/** Leaves the page for `url` (kept apart so tests can replace it). */
export function navigate(url: string): void {
  window.location.assign(url);
}
