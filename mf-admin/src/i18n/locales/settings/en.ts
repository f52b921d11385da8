/** The finance settings screen's strings (reference locale), merged into en.ts. */
export const settingsEn = {
  financeSettings: {
    subtitle: 'The numbers of the money rules; changes apply to new operations at once.',
    cannotRead: 'Reading the finance settings needs the "View transactions" permission as well.',
    updated: 'Updated',
    reset: 'Undo changes',
    rateHint: 'GTC credited for 1 USDT of a deposit',
    maxBelowMin: 'Must not be less than the minimum',
    sections: {
      general: 'Rate, transfers and accruals',
      deposit: 'Deposits',
      withdrawal: 'Withdrawals',
    },
    fields: {
      rate: 'GTC per 1 USDT',
      transferMin: 'Minimum transfer',
      accrualHours: 'Accrual interval, hours',
      depositMin: 'Minimum deposit',
      depositFee: 'Deposit fee',
      wallet: 'Platform wallet (TRC20)',
      network: 'Network',
      paymentMinutes: 'Payment timer, minutes',
      processingMin: 'Processing from, minutes',
      processingMax: 'Processing up to, minutes',
      withdrawalDays: 'Withdrawal days of the month',
      withdrawalMin: 'Minimum withdrawal',
      dailyLimit: 'Daily withdrawal limit per partner',
      feeUsdt: 'Fee of a USDT withdrawal',
      feeGtc: 'Fee of a GTC withdrawal',
      processingHours: 'Processing time, hours',
    },
  },
} as const;
