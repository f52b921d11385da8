/**
 * The words the money screens share (transaction kinds, request statuses, filters, form rules),
 * merged into en.ts.
 */
export const moneyEn = {
  money: {
    process: 'Process',
    reject: 'Reject',
    reason: 'Reason',
    filters: {
      partnerId: 'Partner ID',
      status: 'Status',
      kind: 'Kind',
      currency: 'Currency',
    },
    form: {
      invalidPercent: 'A percentage from 0 to 100 with up to 2 decimals, e.g. 0.45',
      range: 'A whole number from {{min}} to {{max}}',
      length: 'From {{min}} to {{max}} characters',
    },
    kinds: {
      deposit: 'Deposit',
      transfer: 'Transfer',
      'withdrawal-reserve': 'Withdrawal reserved',
      'withdrawal-release': 'Withdrawal reserve returned',
      'withdrawal-payout': 'Withdrawal paid out',
      accrual: 'Daily bonus',
      'linear-bonus': 'Partner purchase bonus',
      'binary-bonus': 'Binary bonus',
      'career-reward': 'Career reward',
      'mentor-reward': 'Mentor reward',
      'package-purchase': 'Package purchase',
      'package-upgrade': 'Package upgrade',
      adjustment: 'Balance adjustment',
      reversal: 'Reversal',
    },
    statuses: {
      'awaiting-payment': 'Awaiting payment',
      pending: 'Pending',
      completed: 'Completed',
      rejected: 'Rejected',
      expired: 'Expired',
      cancelled: 'Cancelled',
    },
  },
} as const;
