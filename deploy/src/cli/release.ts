// The release CLI of one remote (deploy/README.md has the runbook):
//   release build <remote>
//   release publish <remote> <version> [--dist <folder>]
//   release status
//   release promote <remote> <version>
//   release canary <remote> <version> <percent>
//   release rollback <remote> [--force]
// Options: --env <name> (default local), --by <who> (default $USER), --no-smoke (skip the browser
// gate, reported as skipped), --force (a rollback without its file gates). CDN_DIR and SHELL_DIST choose the CDN folder and the shell build.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ReleaseError } from '../registry/operations';
import { buildRemote } from '../release/build-remote';
import {
  canaryCommand,
  promoteCommand,
  publishCommand,
  rollbackCommand,
  statusCommand,
  type ReleaseContext,
} from '../release/commands';
import {
  LOCAL_ENV,
  REMOTE_PACKAGES,
  envPaths,
  isRemoteName,
  remoteDist,
  shellDist,
  type RemoteName,
} from '../paths';

const USAGE = `usage: release <command> [options]
  build <remote>                      build one remote (its package's build script)
  publish <remote> <version>          copy its build to <cdn>/<remote>/<version>/ (--dist <folder>)
  status                              each remote's current, canary and previous version
  promote <remote> <version>          gates, then point everyone at <version>
  canary <remote> <version> <percent> gates, then send <percent> % of browsers to <version>
  rollback <remote>                   stop the canary, else go back to the previous version
                                      (file gates first; --force goes back without them)
options: --env <name> (${LOCAL_ENV})  --by <who> ($USER)  --no-smoke  --force
remotes: ${Object.keys(REMOTE_PACKAGES).join(', ')}`;

function remoteArg(name: string | undefined): RemoteName {
  if (!name || !isRemoteName(name))
    throw new ReleaseError(
      `unknown remote "${name ?? ''}": one of ${Object.keys(REMOTE_PACKAGES).join(', ')}`,
    );
  return name;
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new ReleaseError(`missing ${what}\n${USAGE}`);
  return value;
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string', default: LOCAL_ENV },
      by: { type: 'string' },
      dist: { type: 'string' },
      'no-smoke': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const ctx: ReleaseContext = {
    paths: envPaths(values.env),
    by: values.by ?? process.env.USER ?? userInfo().username,
    shellDir: shellDist(),
    smoke: !values['no-smoke'],
    log: (line) => console.log(line),
  };
  switch (command) {
    case 'build': {
      const remote = remoteArg(args[0]);
      console.log(`built ${remote} → ${buildRemote(remote)}`);
      return;
    }
    case 'publish': {
      const remote = remoteArg(args[0]);
      publishCommand(ctx, remote, need(args[1], 'version'), values.dist ?? remoteDist(remote));
      return;
    }
    case 'status':
      statusCommand(ctx);
      return;
    case 'promote':
      await promoteCommand(ctx, remoteArg(args[0]), need(args[1], 'version'));
      return;
    case 'canary': {
      const percent = Number(need(args[2], 'percent'));
      await canaryCommand(ctx, remoteArg(args[0]), need(args[1], 'version'), percent);
      return;
    }
    case 'rollback':
      await rollbackCommand(ctx, remoteArg(args[0]), { force: values.force });
      return;
    default:
      throw new ReleaseError(`unknown command "${command}"\n${USAGE}`);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
