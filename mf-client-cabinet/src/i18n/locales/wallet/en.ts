/** The wallet strings of the 'cabinet' namespace (reference locale), merged into its en.ts. */
export const walletEn = {
  money: {
    topUp: 'Top up the balance',
    available: 'Available',
    date: 'Date',
    amount: 'Amount',
    fee: 'Fee',
    status: 'Status',
    partner: 'Partner',
    days: '{{count}} d',
    minutes: '{{min}}–{{max}} minutes',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy. Select the text and copy it manually.',
  },
  wallet: {
    title: 'Balance',
    reserved: 'Reserved for withdrawals',
    topUp: 'Top up',
    transfer: 'Transfer',
    withdraw: 'Withdraw',
    loadFailed: 'The balance could not be loaded',
  },
} as const;
