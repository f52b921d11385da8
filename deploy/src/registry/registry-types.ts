// The registry's shape and parser are the shell's (it is the reader): one definition for the
// writer and the reader, imported by path rather than through a package of its own, because the
// file is pure TypeScript with no imports and nothing else is shared between shell and deploy.
export {
  parseRegistry,
  type Registry,
  type RegistryEntry,
  type RemoteVersion,
} from '../../../shell/src/federation/registry-schema';
