import semver from 'semver';
import { ROUTER_KEY } from '../../../build/router-names.cjs';
import { isShellProvided } from '../../../build/shell-provided.cjs';
import { verdict, type GateResult } from './gate-result';
import type { SharedDeclaration } from './manifest';

/**
 * Singletons every remote uses and must take from the shell (spec: one React, one router, one antd
 * theme, one session store, one API client and query cache, one i18n). A remote that bundled its
 * own copy would run a second React or a second i18n on the page. A manifest lists only what the
 * build uses, so this names what every remote's code (with shared-ui's) imports:
 * - shared-ui has two entries, both built only in the shell: the public one (no antd: the sign-in
 *   remote uses only it) and the root (the signed-in remotes); each remote uses one of them;
 * - antd is shared in groups of components (build/antd-groups.mjs), each versioned as antd and
 *   required of no remote (the sign-in remote renders none): one a remote declares is checked below;
 * - shared-api has two entries, both built only in the shell (the session store, the API client
 *   and the query client are one instance there): each remote uses one of them (the sign-in remote
 *   the public one, the others the root, which re-exports it). zustand is then
 *   used by no remote's own code, and TanStack Query not by the auth remote's: a remote that
 *   declares either still needs the shell's copy (the checks below);
 * - i18next and react-i18next are used through shared-ui's i18n: the sign-in remote's own code
 *   calls neither, so they are checked where declared, and a copy bundled outside federation is
 *   found by its strings (bundled-copies.ts).
 */
export const REQUIRED_SINGLETONS = [
  'react',
  // Not react-dom: the remotes render inside the shell's root and import none of it (antd and the
  // router, which do, come from the shell).
  'react-router-dom',
] as const;

/** Of each list, a remote shares at least one (as a singleton): each package's public entry or root. */
export const REQUIRED_ONE_OF = [
  ['shared-ui/public', 'shared-ui'],
  ['shared-api/public', 'shared-api'],
] as const;

/**
 * What a remote that renders antd shares beside it: shared-ui's root (antd's providers, theme and
 * the screens' helpers) and antd's core group (ConfigProvider, App). A remote declaring either, or
 * any antd group, must declare both: one that lost the group mapping would bundle its own antd.
 */
export const ANTD_REMOTE_REQUIRES = ['shared-ui', 'shared-ui/antd/core'] as const;
const rendersAntd = (remote: SharedDeclaration[]) =>
  remote.some((s) => s.name === 'shared-ui' || s.name.startsWith('shared-ui/antd/'));

/**
 * The router names each build wrote beside its manifest (build/router-names.cjs): what the remote
 * imports, what the shell provides. null: a build from before the shell provided only some names
 * (such a shell provides them all).
 */
export interface RouterNames {
  remote: readonly string[] | null;
  shell: readonly string[] | null;
}

/**
 * The remote's shared modules against what the shell provides. With `loaded-first` the shell's
 * copy is the one that runs, so each singleton the remote declares must exist in the shell, in a
 * version inside the remote's `requiredVersion` range, and each router name it imports must be
 * one the shell provides (an absent name would be `undefined` at run time).
 */
export function sharedGate(
  remote: SharedDeclaration[],
  shell: SharedDeclaration[],
  router: RouterNames = { remote: null, shell: null },
): GateResult {
  const reasons: string[] = [];
  const provided = new Map(shell.map((s) => [s.name, s]));
  for (const name of REQUIRED_SINGLETONS) {
    const declared = remote.find((s) => s.name === name);
    if (!declared) reasons.push(`${name} is not shared: the remote would bundle its own copy`);
    else if (!declared.singleton) reasons.push(`${name} is shared but not as a singleton`);
  }
  for (const names of REQUIRED_ONE_OF) {
    const declared = remote.filter((s) => (names as readonly string[]).includes(s.name));
    if (!declared.length)
      reasons.push(`none of ${names.join(', ')} is shared: the remote would bundle its own copy`);
    for (const notSingleton of declared.filter((s) => !s.singleton))
      reasons.push(`${notSingleton.name} is shared but not as a singleton`);
  }
  if (rendersAntd(remote)) {
    for (const name of ANTD_REMOTE_REQUIRES) {
      const declared = remote.find((s) => s.name === name);
      if (!declared)
        reasons.push(`${name} is not shared, yet the remote renders antd: it would bundle its own`);
      else if (!declared.singleton) reasons.push(`${name} is shared but not as a singleton`);
    }
  }
  // Required of no remote, yet one instance per page when used (antd's groups: one theme).
  const checked = new Set<string>([
    ...REQUIRED_SINGLETONS,
    ...REQUIRED_ONE_OF.flat(),
    ...(rendersAntd(remote) ? ANTD_REMOTE_REQUIRES : []),
  ]);
  for (const declared of remote.filter(
    (s) => isShellProvided(s.name) && !checked.has(s.name) && !s.singleton,
  )) {
    reasons.push(`${declared.name} is shared but not as a singleton`);
  }
  // shared-ui's subpaths (its frame, antd's groups), shared-api's entries and the router exist only
  // in the shell's build: a remote that carried a copy could have it chosen over the shell's.
  for (const declared of remote.filter((s) => isShellProvided(s.name) && s.bundled)) {
    reasons.push(`${declared.name} is bundled by the remote: it must come from the shell only`);
  }
  if (router.remote && router.shell) {
    const provided = new Set(router.shell);
    const missing = router.remote.filter((name) => !provided.has(name));
    if (missing.length)
      reasons.push(
        `the shell does not provide ${ROUTER_KEY}'s ${missing.join(', ')}: release a shell that provides ${missing.length > 1 ? 'them' : 'it'} first`,
      );
  }
  for (const declared of remote.filter((s) => s.singleton)) {
    const shellCopy = provided.get(declared.name);
    if (!shellCopy) {
      reasons.push(
        `the shell does not provide ${declared.name} (the remote wants ${declared.requiredVersion})`,
      );
    } else if (
      !semver.satisfies(shellCopy.version, declared.requiredVersion, { includePrerelease: true })
    ) {
      reasons.push(
        `${declared.name}: the shell provides ${shellCopy.version}, the remote requires ${declared.requiredVersion}`,
      );
    }
  }
  // Once each: shared-ui's root is both one of the public pair and required of an antd remote.
  return verdict('shared', [...new Set(reasons)]);
}
