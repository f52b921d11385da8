export { useMeStore, type MeStatus } from './me-store';
export { useCurrentPartner, useMe } from './use-me';
