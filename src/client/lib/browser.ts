// Full-page navigation, in one place so tests can replace it.

/** Reloads the current page. */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `path` as a fresh page, dropping all in-memory state. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
