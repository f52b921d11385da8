/** The transfers screens' strings (reference locale), merged into en.ts. */
export const transfersEn = {
  transfers: {
    empty: 'No transfers yet',
    loadFailed: 'The transfers could not be loaded',
    columns: {
      id: 'ID',
      createdAt: 'Date',
      sender: 'Sender',
      recipient: 'Recipient',
      amount: 'Amount',
      transaction: 'Ledger transaction',
      actions: 'Actions',
    },
  },
} as const;
