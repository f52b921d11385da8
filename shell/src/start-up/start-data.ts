// What `/start.js` tells the entry chunk (window.__START__), written by deploy from the registry
// and the manifests it points at: the files a first page will ask for once the registry and the
// shared modules have answered, so the entry chunk can ask for them at once. Types only: deploy
// imports them by path, and the entry chunk imports no shared module.

/** One remote's current version in the registry. */
export interface StartRemote {
  /** Its mf-manifest.json, as the registry names it. */
  manifest: string;
  /** remoteEntry.js and the files its `./Routes` expose loads at once. */
  scripts: string[];
  /** Its texts for `./Routes`, by language. */
  i18n: Record<string, string>;
}

export interface StartData {
  remotes: Record<string, StartRemote>;
  /** The shell's common texts, by language. */
  shell: { i18n: Record<string, string> };
}
