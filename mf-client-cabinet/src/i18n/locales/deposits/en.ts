/** The deposits strings of the 'cabinet' namespace (reference locale), merged into its en.ts. */
export const depositsEn = {
  deposit: {
    loadFailed: 'The top-up details could not be loaded',
    info: {
      title: 'Top up with USDT',
      network: 'Network',
      min: 'Minimum amount',
      fee: 'Fee',
      rate: 'Rate',
      rateValue: '1 USDT = {{rate}} GTC',
      timer: 'Time to pay',
      timerValue: '{{count}} minutes',
      processing: 'Processing time',
    },
    form: {
      amount: 'Amount to top up, USDT',
      submit: 'Get the payment details',
    },
    request: {
      title: 'Top-up request #{{id}}',
      sendExactly:
        'Send exactly {{amount}} in the {{network}} network to this address before the timer ends.',
      qrLabel: 'QR code of the wallet address',
      address: 'Wallet address',
      network: 'Network',
      amount: 'Amount to pay',
      rate: 'Rate',
      fee: 'Fee',
      credit: 'GTC to be credited',
      timeLeft: 'Time left to pay',
      expired: 'The payment time is over. Create a new request.',
      processing: 'Processing takes {{range}} after payment.',
      txHash: 'Transaction hash (optional)',
      txHashHint: 'Helps to find your payment faster',
      paid: 'I have paid',
      paidDone: 'Thank you! Your payment is being checked.',
      pendingText:
        'We are checking your payment: it takes {{range}}. GTC is credited once it is confirmed.',
      newRequest: 'New top-up',
    },
    status: {
      'awaiting-payment': 'Awaiting payment',
      pending: 'Being checked',
      completed: 'Completed',
      rejected: 'Rejected',
      expired: 'Expired',
    },
    history: {
      title: 'Top-up history',
      amount: 'Paid, USDT',
      credit: 'Credited, GTC',
      txHash: 'Transaction hash',
      empty: 'No top-ups yet',
      loadFailed: 'The top-up history could not be loaded',
    },
  },
} as const;
