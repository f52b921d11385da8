/** The chain watcher's screens: the payments queue and its settings (issue 16). */
export const chainEn = {
  chain: {
    subtitle:
      'USDT (TRC20) payments the watcher saw. Exact payments are credited by themselves; the rest wait here for a decision.',
    searchPlaceholder: 'Hash, address or login',
    empty: 'No payments seen yet',
    loadFailed: 'The chain payments could not be loaded',
    columns: {
      seenAt: 'Seen',
      partner: 'Partner',
      deposit: 'Deposit',
      txHash: 'Transaction',
      amount: 'Received',
      requested: 'Requested',
      reason: 'Why it waits',
      status: 'Status',
      actions: 'Decision',
    },
    statuses: {
      confirming: 'Confirming',
      credited: 'Credited',
      review: 'Waiting for a decision',
      dismissed: 'Dismissed',
      failed: 'Failed on the chain',
    },
    reasons: {
      underpaid: 'Underpaid',
      overpaid: 'Overpaid',
      late: 'Arrived after the request closed',
      unmatched: 'Request already paid',
    },
    explorer: 'Open in Tronscan',
    credit: 'Credit',
    dismiss: 'Dismiss',
    creditConfirm:
      'Credit the {{amount}} USDT received to {{login}} at the rate of deposit #{{deposit}}?',
    dismissConfirm:
      'Dismiss this payment? Nothing is booked: settle it with the partner outside the platform.',
    credited: 'The payment is credited',
    dismissed: 'The payment is dismissed',
    stateRefused: 'This payment has already been decided: the list is refreshed.',
  },
  chainSettings: {
    subtitle:
      'Deposits credited from the chain: each request gets its own TRON address derived from the public key, and the watcher credits it after the confirmations.',
    watcherOn: 'The watcher is on: deposits are credited after {{count}} confirmations.',
    watcherOff:
      'The watcher is off. Set the extended public key and the API URL to turn it on; until then deposits show the finance settings’ wallet and wait for an admin.',
    xpub: 'Extended public key (xpub)',
    xpubHint:
      'Account level m/44′/195′/0′ of the wallet that receives the deposits. Never a private key: the platform refuses one.',
    apiUrl: 'TronGrid API URL',
    apiUrlHint: 'For example https://api.trongrid.io',
    apiKey: 'API key',
    apiKeyStored:
      'A key is stored: leave empty to keep it for this API (another API address needs the key again)',
    apiKeyNone: 'No key stored',
    removeApiKey: 'Remove the stored key',
    confirmations: 'Confirmations',
    confirmationsHint: 'Blocks after the payment before it is credited (19 makes it irreversible)',
    usdtContract: 'USDT TRC20 contract',
    updated: 'Chain settings saved',
    cannotRead: 'Reading the chain settings needs the permission to view transactions.',
  },
};
