import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

const base58check = createBase58check(sha256);
/** Mainnet address prefix byte. */
const TRON_PREFIX = 0x41;

/**
 * TRON's address of a secp256k1 public key: 0x41 + the last 20 bytes of keccak256 of the
 * uncompressed key without its 0x04 byte, in base58check (what wallets and TronGrid show).
 */
export function tronAddressOf(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  const raw = new Uint8Array(21);
  raw[0] = TRON_PREFIX;
  raw.set(hash.subarray(12), 1);
  return base58check.encode(raw);
}

/** An extended public key (account level, m/44'/195'/0'), refusing a private one. */
export function parseXpub(xpub: string): HDKey {
  const key = HDKey.fromExtendedKey(xpub);
  if (key.privateKey) throw new Error('an extended private key is not accepted');
  return key;
}

/** The address of child 0/index of an account-level xpub (m/44'/195'/0'/0/index). */
export function deriveTronAddress(xpub: string | HDKey, index: number): string {
  const account = typeof xpub === 'string' ? parseXpub(xpub) : xpub;
  const child = account.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  return tronAddressOf(child.publicKey);
}

/** A well-formed TRON base58check address (prefix 0x41, 21 bytes). */
export function isTronAddress(value: string): boolean {
  try {
    const raw = base58check.decode(value);
    return raw.length === 21 && raw[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/**
 * Valid addresses that no one can pay out from: TRON's black-hole address (the zero account,
 * where tokens are burnt) and USDT's mainnet contract (tokens sent to a token contract stay
 * there). A payout or a deposit to either is lost for good.
 */
const UNPAYABLE_ADDRESSES: ReadonlySet<string> = new Set([
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
]);

/** An address USDT may be sent to and spent from: well-formed, and not one of the above. */
export function isPayableTronAddress(value: string): boolean {
  return isTronAddress(value) && !UNPAYABLE_ADDRESSES.has(value);
}
