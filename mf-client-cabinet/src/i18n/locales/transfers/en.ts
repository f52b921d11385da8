/** The transfers strings of the 'cabinet' namespace (reference locale), merged into its en.ts. */
export const transfersEn = {
  transfer: {
    title: 'New transfer',
    amount: 'Amount, GTC',
    recipient: 'Partner ID',
    recipientHint: 'The partner code or login of the recipient',
    recipientFound: 'Recipient: {{name}} ({{login}}, {{code}})',
    recipientChecking: 'Looking up the partner…',
    confirmTitle: 'Send {{amount}} to {{login}}?',
    confirmText: '{{name}} receives it at once; a transfer cannot be undone.',
    confirmOk: 'Send',
    code: '2FA code',
    submit: 'Transfer',
    done: 'Funds transferred',
    history: {
      title: 'Transfer history',
      direction: 'Direction',
      in: 'Received',
      out: 'Sent',
      empty: 'No transfers yet',
      loadFailed: 'The transfer history could not be loaded',
    },
  },
} as const;
