import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FederationManifest } from './manifest';

/**
 * Strings only a copy of these packages carries, in production builds too. A remote whose own
 * code (not a declared shared fallback) holds one bundled the package outside module federation:
 * its manifest then lists nothing for it, and only its code can tell.
 */
export const SINGLETON_MARKERS: readonly { name: string; marker: string }[] = [
  { name: 'shared-api', marker: '__SHARED_API_EVALUATIONS__' },
  { name: '@tanstack/react-query', marker: 'No QueryClient set, use QueryClientProvider' },
  { name: 'react-dom', marker: '__reactContainer$' },
  // Required of no remote (the sign-in remote's code calls neither: shared-ui's i18n does), so a
  // copy bundled outside federation is found here.
  { name: 'i18next', marker: 'i18next was not initialized' },
  { name: 'react-i18next', marker: 'You will need to pass in an i18next instance' },
];

/**
 * Reasons for each singleton the remote carries in its own JavaScript (remote entry, exposed
 * chunks), apart from the fallbacks of shared modules it declares, which the runtime does not load
 * while the shell provides them.
 */
export function bundledCopies(versionFolder: string, manifest: FederationManifest): string[] {
  const fallbacks = new Set(manifest.sharedFiles);
  const own = manifest.files.filter((f) => f.endsWith('.js') && !fallbacks.has(f));
  const reasons: string[] = [];
  for (const { name, marker } of SINGLETON_MARKERS) {
    const carrier = own.find((f) => {
      const file = path.join(versionFolder, f);
      return existsSync(file) && readFileSync(file, 'utf8').includes(marker);
    });
    if (carrier)
      reasons.push(
        `${name} is bundled into the remote's own code (${carrier}): it must come from the shell`,
      );
  }
  return reasons;
}
