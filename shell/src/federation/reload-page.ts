/** Loads the page afresh: what clears a shared module the federation runtime failed to load. */
export function reloadPage(): void {
  window.location.reload();
}
