export { useCurrentPartner, useMe, useMeQuery, usePatchMe } from './use-me';
