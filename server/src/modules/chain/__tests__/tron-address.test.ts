import { HDKey } from '@scure/bip32';
import { hexToBytes } from '@noble/hashes/utils.js';
import {
  deriveTronAddress,
  isPayableTronAddress,
  isTronAddress,
  parseXpub,
  tronAddressOf,
} from '../tron-address';

// BIP39 test mnemonic "abandon abandon … about" (no passphrase): its seed, as in BIP39's vectors.
const SEED = hexToBytes(
  '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc1' +
    '9a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
);

describe('TRON addresses from an account xpub', () => {
  const account = HDKey.fromMasterSeed(SEED).derive("m/44'/195'/0'");

  it("derives m/44'/195'/0'/0/i as TRON wallets do (known vector of the test mnemonic)", () => {
    // The first address TronLink and other BIP44 wallets show for this mnemonic.
    expect(deriveTronAddress(account.publicExtendedKey, 0)).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    );
    // Index 1, as Ian Coleman's BIP39 tool and other independent implementations list it.
    expect(deriveTronAddress(account.publicExtendedKey, 1)).toBe(
      'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
    );
    // The xpub alone gives the address of the private path's key (no private key needed).
    const viaPrivate = HDKey.fromMasterSeed(SEED).derive("m/44'/195'/0'/0/7");
    expect(deriveTronAddress(account.publicExtendedKey, 7)).toBe(
      tronAddressOf(viaPrivate.publicKey!),
    );
  });

  it('gives distinct, well-formed addresses per index', () => {
    const addresses = [0, 1, 2, 3].map((i) => deriveTronAddress(account.publicExtendedKey, i));
    expect(new Set(addresses).size).toBe(4);
    for (const a of addresses) expect(isTronAddress(a)).toBe(true);
  });

  it('refuses an extended private key', () => {
    expect(() => parseXpub(account.privateExtendedKey)).toThrow(/private/);
  });

  it('checks the base58check encoding (the USDT contract address)', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
  });

  it('refuses as payable the black hole and the USDT contract, valid as they are', () => {
    for (const kept of [
      'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ]) {
      expect([isTronAddress(kept), isPayableTronAddress(kept)]).toEqual([true, false]);
    }
    expect(isPayableTronAddress(deriveTronAddress(account.publicExtendedKey, 0))).toBe(true);
    expect(isPayableTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
  });
});
