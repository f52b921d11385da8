import { MESSAGE_CODES, type MessageCode } from 'shared-api/public';

/**
 * The common strings' key of a field message code. Codes come from zod and from the server at
 * run time: one this build does not know (a newer server) reads as the generic validation error,
 * never as a raw key.
 */
export function messageKey(code: string) {
  return (MESSAGE_CODES as readonly string[]).includes(code)
    ? (`validation.${code as MessageCode}` as const)
    : 'errors.VALIDATION_FAILED';
}
