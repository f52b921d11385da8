/** The summary and the rules of one operation in the OpenAPI document. */
export type OperationDoc = { summary: string; description: string };

/**
 * Every operation's summary and rules, keyed by `METHOD /route/:pattern`. Kept in one place so
 * that the document reads as one text; a route may still declare its own `schema.summary` and
 * `schema.description`, which win. The access (security, permission) and the error statuses are
 * added from the route itself (openapi-transform.ts); the openapi-docs test lists routes missing here.
 */
export const OPERATION_DOCS: Readonly<Record<string, OperationDoc>> = {
  // status
  'GET /api/status': {
    summary: 'Liveness and maintenance flag',
    description:
      'Answers while the process runs, whatever the database does; `maintenance` tells the shell to show its maintenance page. Readiness is GET /api/ready.',
  },
  'GET /api/ready': {
    summary: 'Readiness of this instance',
    description:
      'Answers 200 when the database answers and every migration is applied, 503 otherwise; load balancers route traffic by it.',
  },

  // auth (public sign-up and sign-in of partners)
  'GET /api/auth/invitation/:code': {
    summary: 'Check an invitation code',
    description:
      'Tells the signup form whether a partner code may invite: valid only for an active partner an admin has not deactivated.',
  },
  'POST /api/auth/register': {
    summary: 'Sign up as a partner',
    description:
      'Creates the partner under the inviting code and mails a set-password link. An email already held gets the same 201 (its owner is mailed instead, at most 3 times an hour, unless an admin deactivated them: then nobody is); a taken login is 409, limited per IP.',
  },
  'POST /api/auth/set-password': {
    summary: 'Set the password from a mailed link',
    description:
      'Spends the single-use link, sets the password and signs the partner in (the answer is a client token, or for a partner with 2FA on the sign-in’s 2FA challenge, finished by POST /api/auth/login/two-fa); earlier client sessions are revoked. A partner an admin deactivated is 422 `ACCOUNT_DISABLED` and the link stays unspent.',
  },
  'POST /api/auth/login': {
    summary: 'Partner sign-in',
    description:
      'By login or email: a token, or a 2FA challenge finished by POST /api/auth/login/two-fa. Wrong credentials are 422; after a few failures the account needs a captcha or waits, and the IP is limited (429).',
  },
  'POST /api/auth/forgot-password': {
    summary: 'Ask for a password reset link',
    description:
      'Always answers `{ ok: true }` (no account enumeration); mails a reset link when the email belongs to a partner no admin deactivated (a deactivated partner gets nothing, as an unknown address), at most 3 links to one partner in an hour (past that, the same answer and no mail; the links already mailed stay valid).',
  },
  'POST /api/auth/login/two-fa': {
    summary: 'Partner sign-in, 2FA step',
    description:
      'Finishes a sign-in (or a password link) with `{ challenge, code }`. The challenge is spent only with a right code; wrong codes count towards the 2FA lock; a partner an admin deactivated meanwhile is 422 `ACCOUNT_DISABLED` before the code is checked.',
  },

  // client session and profile
  'POST /api/client/logout': {
    summary: 'Sign out',
    description: 'Revokes the token of the request (allowed to a login-as session too).',
  },
  'GET /api/client/me': {
    summary: 'The signed-in partner',
    description: 'The partner of the session, with whether it is a login-as session.',
  },
  'GET /api/client/profile': {
    summary: 'My profile',
    description: 'The signed-in partner’s profile fields.',
  },
  'PUT /api/client/profile': {
    summary: 'Edit my profile',
    description:
      'Validated by the contract schema the form uses; each change is written to the partner log.',
  },
  'POST /api/client/profile/avatar': {
    summary: 'Upload my avatar',
    description:
      'Multipart field `avatar`. The size limit applies while the file streams in and the type is read from its first bytes, so a refused file is never stored.',
  },
  'GET /api/files/avatars/:key': {
    summary: 'An avatar image',
    description:
      'Public: keys are 128-bit random. Immutable (a new avatar gets a new key), served with nosniff and a sandboxing CSP.',
  },
  'POST /api/client/security/password': {
    summary: 'Change my password',
    description:
      'Checks the current password (wrong ones count like failed sign-ins) and the 2FA code when 2FA is on; other sessions are signed out.',
  },

  // two-factor authentication
  'GET /api/client/security/two-fa': {
    summary: 'My 2FA status',
    description: 'Whether 2FA is on for the signed-in partner, and whether it is locked.',
  },
  'POST /api/client/security/two-fa/setup': {
    summary: 'Start enabling 2FA',
    description:
      'Creates a new TOTP secret (QR code and key) to confirm with POST …/enable; refused when 2FA is already on.',
  },
  'POST /api/client/security/two-fa/enable': {
    summary: 'Enable 2FA',
    description:
      'Turns 2FA on with a right code of the pending secret and returns the recovery codes; wrong codes count towards the lock. Without a setup first: 409 INVALID_STATE.',
  },
  'POST /api/client/security/two-fa/disable': {
    summary: 'Disable 2FA',
    description:
      'Turns 2FA off with a right code (or a recovery code); wrong codes count towards the lock.',
  },
  'GET /api/admin/settings/two-fa': {
    summary: 'My 2FA status (admin)',
    description: 'Whether 2FA is on for the signed-in admin, and whether it is locked.',
  },
  'POST /api/admin/settings/two-fa/setup': {
    summary: 'Start enabling 2FA (admin)',
    description:
      'Creates a new TOTP secret to confirm with POST …/enable; refused when 2FA is already on.',
  },
  'POST /api/admin/settings/two-fa/enable': {
    summary: 'Enable 2FA (admin)',
    description:
      'Turns 2FA on with a right code of the pending secret and returns the recovery codes; wrong codes count towards the lock. Without a setup first: 409 INVALID_STATE.',
  },
  'POST /api/admin/settings/two-fa/disable': {
    summary: 'Disable 2FA (admin)',
    description:
      'Turns 2FA off with a right code (or a recovery code); wrong codes count towards the lock.',
  },

  // admin session
  'POST /api/admin/login': {
    summary: 'Admin sign-in',
    description:
      'A token with the admin’s permissions, or a 2FA challenge finished by POST /api/admin/login/two-fa. Throttled like the partner sign-in.',
  },
  'POST /api/admin/login/two-fa': {
    summary: 'Admin sign-in, 2FA step',
    description:
      'Finishes a sign-in with `{ challenge, code }`. The challenge is spent only with a right code; wrong codes count towards the 2FA lock; an admin disabled meanwhile is 422 `ACCOUNT_DISABLED` before the code is checked.',
  },
  'GET /api/user': {
    summary: 'The signed-in admin',
    description: 'The current admin and their permissions.',
  },
  'POST /api/admin/logout': {
    summary: 'Admin sign-out',
    description: 'Ends the admin’s session and the login-as sessions opened from it.',
  },
  'POST /api/admin/login-as': {
    summary: 'Open a partner’s cabinet (login-as)',
    description:
      'A short-lived, read-only client token that dies with the admin session (or when the admin loses view-client-profile: refused once, it is revoked, and granting the permission back does not revive it), and the cabinet URL that hands it over in the fragment. Recorded in the admin log and the client log.',
  },

  // admin users and roles
  'GET /api/admin/users': {
    summary: 'List admin users',
    description: 'Paged, sortable, searchable by login, name and email; filter by role.',
  },
  'GET /api/admin/users/export': {
    summary: 'Export the back-office users as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'POST /api/admin/users': {
    summary: 'Create an admin user',
    description: 'With their roles; login and email are unique (409). Admin-logged.',
  },
  'GET /api/admin/users/role-options': {
    summary: 'Roles a user form can assign',
    description: 'Every role by id and name (view-users suffices, no need for view-roles).',
  },
  'GET /api/admin/users/:id': {
    summary: 'An admin user',
    description: 'The user with their roles.',
  },
  'PUT /api/admin/users/:id': {
    summary: 'Edit an admin user',
    description:
      'A new password signs the user out everywhere (except the editor’s own session). Refused when no full admin would remain (409 LAST_FULL_ADMIN).',
  },
  'DELETE /api/admin/users/:id': {
    summary: 'Delete an admin user',
    description:
      'Removes their sessions and 2FA; their past log rows stay without actor. Refused when no full admin would remain.',
  },
  'GET /api/admin/roles': {
    summary: 'List roles',
    description: 'Paged, sortable and searchable by name, with their permissions.',
  },
  'GET /api/admin/roles/export': {
    summary: 'Export the roles as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'POST /api/admin/roles': {
    summary: 'Create a role',
    description: 'A unique name and a set of permissions of the contract. Admin-logged.',
  },
  'GET /api/admin/roles/:id': {
    summary: 'A role',
    description: 'The role with its permissions.',
  },
  'PUT /api/admin/roles/:id': {
    summary: 'Edit a role',
    description:
      'Renames it and replaces its permissions; holders get the change on their next request. Refused when no full admin would remain.',
  },
  'DELETE /api/admin/roles/:id': {
    summary: 'Delete a role',
    description: 'Its holders lose it. Refused when no full admin would remain.',
  },
  'GET /api/admin/permissions': {
    summary: 'Every permission',
    description: 'The permissions of the contract in their order, with the roles that hold each.',
  },

  // admin partners
  'GET /api/admin/partners': {
    summary: 'List partners',
    description:
      'Paged and sortable; search over login, email, name and code; `active` and `disabled` filters.',
  },
  'GET /api/admin/partners/export': {
    summary: 'Export the partners as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'POST /api/admin/partners': {
    summary: 'Create a partner',
    description:
      'Registers a partner under a sponsor, as the signup would, and mails the set-password link. Admin-logged.',
  },
  'GET /api/admin/partners/:id': {
    summary: 'A partner',
    description: 'The partner’s details for the back-office.',
  },
  'PUT /api/admin/partners/:id': {
    summary: 'Edit a partner',
    description:
      'Profile fields; changes go to the partner log and the admin log. A new email voids the partner’s open password links and mails the old address a notice (the new one masked, no link).',
  },
  'GET /api/admin/partners/:id/network': {
    summary: 'A partner’s network figures',
    description:
      'Sponsor, status, turnover and structure fields shown beside the partner’s detail.',
  },
  'POST /api/admin/partners/:id/deactivate': {
    summary: 'Block a partner’s sign-in',
    description: 'The partner’s sessions end and sign-in answers ACCOUNT_DISABLED. Admin-logged.',
  },
  'POST /api/admin/partners/:id/activate': {
    summary: 'Unblock a partner’s sign-in',
    description: 'Allows the partner to sign in again. Admin-logged.',
  },
  'POST /api/admin/partners/:id/two-fa/reset': {
    summary: 'Turn off a partner’s 2FA',
    description:
      'For a lost phone: 2FA is removed and the partner’s client sessions end (a credential reset); written to the admin log and the client log. A partner without 2FA gets the same `{ ok: true }` with nothing changed or logged.',
  },
  'GET /api/admin/partners/:id/balance': {
    summary: 'A partner’s wallet',
    description: 'The partner’s balances by currency.',
  },
  'POST /api/admin/partners/:id/balance-adjustments': {
    summary: 'Credit or debit a partner’s wallet',
    description:
      'Books an adjustment in the ledger with a reason (Idempotency-Key); a debit cannot take the wallet below zero (409 INSUFFICIENT_FUNDS). Admin-logged.',
  },

  // logs and outbox
  'GET /api/admin/admin-logs': {
    summary: 'Admin log',
    description:
      'Newest first: who, what, which record, before and after, IP and time; filters by actor, action and dates. Personal data is masked by the caller’s permissions: in a snapshot of a partner every field but the login (e-mail, names, phone, birth date, country, socials) reads `••••••` without view-partners, an admin user’s e-mail without view-users; the actor filter then matches logins and ids only, not names or e-mails.',
  },
  'GET /api/admin/admin-logs/export': {
    summary: 'Export the admin log as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission and the same masking of personal data as the list.',
  },
  'GET /api/admin/client-logs': {
    summary: 'Client log',
    description:
      'Sign-in, password, 2FA and login-as events of partners, newest first. Without view-partners the partner’s name reads `••••••` and the actor filter matches logins and ids only.',
  },
  'GET /api/admin/client-logs/export': {
    summary: 'Export the client log as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission and the same masking of personal data as the list.',
  },
  'GET /api/admin/partner-logs': {
    summary: 'Partner log',
    description:
      'Profile and status changes of partners with before and after, newest first. Without view-partners the partner’s name and every personal field of the snapshots (all but the login and status) read `••••••`, and the actor filter matches logins and ids only.',
  },
  'GET /api/admin/partner-logs/export': {
    summary: 'Export the partner log as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission and the same masking of personal data as the list.',
  },
  'GET /api/admin/outbox': {
    summary: 'Development mail outbox',
    description:
      'Mails the outbox mailer kept, newest first; not registered in production (mail goes by SMTP). Every secret in a link (`token=`, `code=`) reads `••••••` for every caller. A mail shows its recipient, text and HTML as `••••••` without view-partners (the mailers write only to partners, the old address of an email change included), and one to an address an admin user holds now also without view-users: the body is withheld whole, the subject and link stay. The search matches an address, and `sort=to` orders by it, only where the caller sees it; a masked address sorts after (asc) or before (desc) the others.',
  },

  // settings
  'GET /api/admin/settings/finance': {
    summary: 'Finance settings',
    description: 'The admin-editable numbers of the business rules (fees, limits, windows, rates).',
  },
  'PUT /api/admin/settings/finance': {
    summary: 'Edit finance settings',
    description:
      'Each value is checked against its allowed range; a changed deposit wallet must be a TRC20 address whose base58check holds (422 `fields.deposit.walletAddress = invalidWallet`), an unchanged one is kept. The change is admin-logged and applies to new operations.',
  },
  'GET /api/admin/settings/chain': {
    summary: 'Chain watcher settings',
    description: 'The deposit watcher’s extended public key, chain API and required confirmations.',
  },
  'PUT /api/admin/settings/chain': {
    summary: 'Edit chain watcher settings',
    description:
      'Refuses what the watcher could not use (a private or malformed key, a non-HTTP URL), and a new API origin without the API key given again (422 `fields.apiKey`: the stored key goes only to its own API). Admin-logged.',
  },

  // packages
  'GET /api/admin/packages': {
    summary: 'List packages',
    description: 'The catalogue with sold counts; paged, sortable, filter by status.',
  },
  'GET /api/admin/packages/export': {
    summary: 'Export the package catalogue as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'POST /api/admin/packages': {
    summary: 'Create a package',
    description: 'A catalogue entry with its price, term and accrual rules. Admin-logged.',
  },
  'GET /api/admin/packages/:id': {
    summary: 'A package',
    description: 'The catalogue entry with its sold count.',
  },
  'PUT /api/admin/packages/:id': {
    summary: 'Edit a package',
    description: 'Edits the catalogue entry; setting it inactive stops its sale. Admin-logged.',
  },
  'DELETE /api/admin/packages/:id': {
    summary: 'Delete a package',
    description:
      'Only a package never sold (409 otherwise: set it inactive instead). Admin-logged.',
  },
  'GET /api/client/packages': {
    summary: 'Packages on sale',
    description: 'The active catalogue the partner can buy.',
  },
  'GET /api/client/my-packages': {
    summary: 'My packages',
    description: 'The partner’s packages with their accruals so far.',
  },
  'GET /api/client/my-packages/calendar': {
    summary: 'My earnings calendar',
    description: 'Accruals of the partner’s packages by day between `from` and `to`.',
  },
  'POST /api/client/packages/purchase': {
    summary: 'Buy a package',
    description:
      'Pays from the GTC wallet in one ledger transaction (409 INSUFFICIENT_FUNDS); Idempotency-Key: a retry answers the first result and books nothing again.',
  },
  'POST /api/client/packages/upgrade': {
    summary: 'Upgrade a package',
    description:
      'Moves an owned package to a more expensive one, paying the difference; Idempotency-Key as for a purchase.',
  },

  // operations and ledger
  'GET /api/client/wallet': {
    summary: 'My wallet',
    description: 'The partner’s balances by currency.',
  },
  'GET /api/client/operations': {
    summary: 'My operations',
    description: 'The partner’s ledger history, paged, filter by type and dates.',
  },
  'GET /api/admin/transactions': {
    summary: 'Ledger transactions',
    description: 'Every transaction, paged; filter by kind, partner and dates; search.',
  },
  'GET /api/admin/transactions/export': {
    summary: 'Export the ledger transactions as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/transactions/:id': {
    summary: 'A ledger transaction',
    description: 'The transaction with its entries.',
  },
  'POST /api/admin/transactions/:id/reverse': {
    summary: 'Reverse a ledger transaction',
    description:
      'Books the opposite entries once; 409 when already reversed, when the kind is corrected through its own workflow, or when a wallet would go below zero. Idempotency-Key. Admin-logged.',
  },

  // deposits
  'GET /api/client/deposits/info': {
    summary: 'Top-up conditions',
    description: 'Rate, fee, limits and payment window shown before a deposit request exists.',
  },
  'POST /api/client/deposits': {
    summary: 'Request a deposit',
    description:
      'A USDT top-up request with its own address, the payment timer and the GTC credit estimated at today’s rate (fixed when it completes); Idempotency-Key. At most 10 requests a partner in any 24 hours (each address is watched on the chain for a week): past that 429 TOO_MANY_ATTEMPTS with `params.date`, when the oldest leaves the 24 hours.',
  },
  'GET /api/client/deposits': {
    summary: 'My deposits',
    description: 'The partner’s own deposit requests, paged (a `partnerId` filter is ignored).',
  },
  'POST /api/client/deposits/:id/paid': {
    summary: 'Mark a deposit as paid',
    description:
      'The partner’s own awaiting-payment request becomes pending, with the transaction hash when given; refused once its timer ran out. A hash another deposit names, the chain watcher saw pay another request, or a completed withdrawal names as its payout is refused (409 ALREADY_EXISTS, `fields.txHash = taken`).',
  },
  'GET /api/admin/deposits': {
    summary: 'List deposits',
    description: 'Every deposit request, paged; filter by status, partner and dates.',
  },
  'GET /api/admin/deposits/export': {
    summary: 'Export the deposits as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/deposits/:id': {
    summary: 'A deposit',
    description: 'One deposit request with its amounts and chain details.',
  },
  'POST /api/admin/deposits/:id/confirm': {
    summary: 'Confirm a deposit',
    description:
      'Pending or awaiting payment → completed, crediting (amount − fee) in GTC at the current rate, at most once per chain transaction; Idempotency-Key. Admin-logged. A payment the chain watcher is confirming to the request’s own address is the one booked, whatever hash is named; one waiting in the chain queue refuses a confirm under another hash (409 INVALID_STATE: decide it in the queue).',
  },
  'POST /api/admin/deposits/:id/reject': {
    summary: 'Reject a deposit',
    description:
      'Pending or awaiting payment → rejected with the reason the partner sees; nothing is booked.',
  },
  'GET /api/admin/chain-transfers': {
    summary: 'Chain transfers for review',
    description: 'Transfers the chain watcher saw; `?status=review` is the queue an admin decides.',
  },
  'GET /api/admin/chain-transfers/export': {
    summary: 'Export the chain transfers as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'POST /api/admin/chain-transfers/:id/credit': {
    summary: 'Credit a reviewed chain transfer',
    description:
      'Books the amount received at the rate of now, at most once per hash. Admin-logged.',
  },
  'POST /api/admin/chain-transfers/:id/dismiss': {
    summary: 'Dismiss a reviewed chain transfer',
    description: 'Books nothing (for example refunded outside the platform). Admin-logged.',
  },

  // transfers
  'POST /api/client/transfers': {
    summary: 'Send GTC to another partner',
    description:
      'One ledger transaction from the signed-in partner to the recipient; checks in the contract’s order, the 2FA code last (spent with the booking); Idempotency-Key.',
  },
  'GET /api/client/transfers': {
    summary: 'My transfers',
    description: 'What the partner sent and received, each with its `direction`, paged.',
  },
  'GET /api/client/transfers/recipient': {
    summary: 'Who a transfer would go to',
    description:
      'Looks up a partner ID (partner code or login, any case) before a transfer is confirmed: the login, the code and the first name with the surname initial. Refused like the transfer: unknown partner (a partner an admin deactivated included), or oneself.',
  },
  'GET /api/admin/transfers': {
    summary: 'List transfers',
    description: 'Every transfer between partners, paged; filter by partner and dates.',
  },
  'GET /api/admin/transfers/export': {
    summary: 'Export the transfers as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/transfers/:id': {
    summary: 'A transfer',
    description: 'One transfer with its sender and recipient.',
  },

  // withdrawals
  'GET /api/client/withdrawals/info': {
    summary: 'Withdrawal conditions',
    description: 'The request window, limits and fees shown before the partner confirms.',
  },
  'POST /api/client/withdrawals': {
    summary: 'Request a withdrawal',
    description:
      'Reserves the GTC amount at once for an admin to pay out; checks in the contract’s order (window, limits, funds), the 2FA code last; Idempotency-Key. A USDT wallet must be a TRC20 address whose base58check holds (a typo is 422 `fields.wallet = invalidWallet`, refused before anything runs).',
  },
  'GET /api/client/withdrawals': {
    summary: 'My withdrawals',
    description: 'The partner’s own requests, paged (a `partnerId` filter is ignored).',
  },
  'POST /api/client/withdrawals/:id/cancel': {
    summary: 'Cancel my withdrawal',
    description:
      'The partner’s own pending request → cancelled, the reserve returned; 409 INVALID_STATE once an admin processed it. Idempotency-Key.',
  },
  'GET /api/admin/withdrawals': {
    summary: 'List withdrawals',
    description: 'Every withdrawal request, paged; filter by status, currency, partner and dates.',
  },
  'GET /api/admin/withdrawals/export': {
    summary: 'Export the withdrawals as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/withdrawals/:id': {
    summary: 'A withdrawal',
    description: 'One withdrawal request with its amounts and payout details.',
  },
  'POST /api/admin/withdrawals/:id/complete': {
    summary: 'Complete a withdrawal',
    description:
      'Pending → completed: the reserve goes to payouts (amount − fee) and fees; Idempotency-Key. Admin-logged. The payout hash, when given, is stored lower case without `0x`; one naming another completed payout or a deposit is refused (409 ALREADY_EXISTS, `fields.payoutTxHash = taken`).',
  },
  'POST /api/admin/withdrawals/:id/reject': {
    summary: 'Reject a withdrawal',
    description:
      'Pending → rejected with the reason; the reserve goes back to the partner’s wallet. Idempotency-Key. Admin-logged.',
  },

  // network
  'GET /api/client/network/statuses': {
    summary: 'My downline by status',
    description:
      'The caller’s own downline per line (1 to 6): total, active and per career status.',
  },
  'GET /api/client/network/partners': {
    summary: 'My downline',
    description: 'The caller’s own downline to depth 6, paged; filter by line and activity.',
  },
  'POST /api/client/network/invitations': {
    summary: 'Invite a partner by email',
    description:
      'Registers the partner under the caller as the signup would and mails the set-password link; an inactive partner cannot invite (409).',
  },
  'GET /api/client/dashboard/income': {
    summary: 'My income summary',
    description: 'Income by bonus type and package statistics for the dashboard.',
  },
  'GET /api/client/linear/rules': {
    summary: 'Linear bonus rules',
    description: 'The reward table of the linear (sponsor line) bonus.',
  },
  'GET /api/client/linear/statistics': {
    summary: 'My linear bonus figures',
    description:
      'The caller’s linear bonus figures for a period, and the bonus per day or month for its chart.',
  },

  // career
  'GET /api/client/career/statuses': {
    summary: 'Career statuses',
    description: 'The career statuses table with requirements and rewards.',
  },
  'GET /api/client/career/progress': {
    summary: 'My career progress',
    description:
      'The caller’s status and figures towards the next one, and the package payments of the caller and their career lines per day or month of a period for its chart.',
  },
  'GET /api/admin/career/statuses': {
    summary: 'Career statuses (admin)',
    description: 'The statuses table for editing.',
  },
  'PUT /api/admin/career/statuses/:id': {
    summary: 'Edit a career status',
    description:
      'Applies to statuses not awarded yet; an award already paid stays as it was. Admin-logged (settings-updated).',
  },

  // binary
  'GET /api/client/binary/basket': {
    summary: 'My placement basket',
    description: 'Personally invited partners not placed in the binary tree yet.',
  },
  'POST /api/client/binary/basket/:partnerId/place': {
    summary: 'Place a partner in my binary tree',
    description:
      'Puts a partner of the caller’s basket under a free position of the caller’s own subtree (409 when taken or not in the basket).',
  },
  'GET /api/client/binary/structure': {
    summary: 'My binary tree',
    description:
      'A window of the caller’s own subtree from `root` to `depth`, with the path from the caller: the caller and the last ten partners down to `root`, `pathSkipped` counting those left out between (404 for a root outside the caller’s subtree).',
  },
  'GET /api/client/binary/search': {
    summary: 'Find a partner in my binary tree',
    description: 'By login, inside the caller’s own subtree only.',
  },
  'GET /api/client/binary/statistics': {
    summary: 'My binary bonus figures',
    description:
      'Volumes of both legs and the binary bonus for a period, and the bonus per day or month for its chart.',
  },

  // promo
  'GET /api/client/promo': {
    summary: 'The promo campaign',
    description:
      'The running campaign, the caller’s first-line turnover and level, and the request form.',
  },
  'POST /api/client/promo/requests': {
    summary: 'Apply for the promo reward',
    description:
      'Once per campaign while it runs, when the caller’s first-line turnover has reached a level (409 otherwise).',
  },
  'GET /api/admin/promo/partners': {
    summary: 'Partners of a campaign',
    description: 'Partners with their turnover and level in a campaign, paged.',
  },
  'GET /api/admin/promo/partners/export': {
    summary: 'Export the promo partners as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/promo/requests': {
    summary: 'Promo requests',
    description: 'Partners’ reward requests of a campaign, paged.',
  },
  'GET /api/admin/promo/requests/export': {
    summary: 'Export the promo requests as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/promo/requests/:id': {
    summary: 'A promo request',
    description: 'One reward request with the partner’s figures.',
  },
  'GET /api/admin/promo/campaigns': {
    summary: 'Promo campaigns',
    description: 'Every campaign, newest start first (few rows, not paged).',
  },
  'POST /api/admin/promo/campaigns': {
    summary: 'Create a promo campaign',
    description: 'A campaign with its dates and levels. Admin-logged.',
  },
  'PUT /api/admin/promo/campaigns/:id': {
    summary: 'Edit a promo campaign',
    description: 'Its dates, levels and texts. Admin-logged.',
  },

  // statistics
  'GET /api/admin/statistics': {
    summary: 'Platform statistics',
    description: 'Money and partner figures for `from`–`to`, whole UTC days, at most 366 of them.',
  },

  // support desk (issue 13 item 3)
  'GET /api/client/support/tickets': {
    summary: 'My support tickets',
    description: 'The caller’s tickets, latest activity first, optionally of one `status`; paged.',
  },
  'POST /api/client/support/tickets': {
    summary: 'Open a support ticket',
    description:
      'Subject, category and the first message, with up to 5 attachments uploaded beforehand (POST /api/client/support/attachments). The ticket starts `open`.',
  },
  'GET /api/client/support/tickets/:id': {
    summary: 'A support ticket and its thread',
    description:
      'The caller’s own ticket only (another partner’s is 404). Internal notes of the back-office are never included; admins are shown as Support.',
  },
  'POST /api/client/support/tickets/:id/messages': {
    summary: 'Reply in a support ticket',
    description:
      'Adds the partner’s message (with attachments) and puts the ticket back to `open`. A closed ticket takes no reply (409 INVALID_STATE): open a new one.',
  },
  'POST /api/client/support/tickets/:id/close': {
    summary: 'Close a support ticket',
    description: 'The partner closes their ticket; closing a closed ticket changes nothing.',
  },
  'POST /api/client/support/attachments': {
    summary: 'Upload a support attachment',
    description:
      'Multipart field `file`: a PNG, JPEG or WebP image or a PDF (sniffed by content), at most 5 MB (413 / 415 UPLOAD_REJECTED). The answer’s id is then named in a ticket or reply. The partner keeps the newest 10 uploads no message took; older ones are deleted (a message naming one is refused, 422).',
  },
  'GET /api/client/support/attachments/:id': {
    summary: 'Download a support attachment',
    description:
      'A file of the caller’s own ticket (never of an internal note) or the caller’s own pending upload; 404 otherwise.',
  },
  'GET /api/admin/support/tickets': {
    summary: 'Support tickets',
    description:
      'The back-office queue, latest activity first: by `status`, `category`, `assignee` (an admin id or `none`), partner `login` (contains) and creation date `from`–`to` (inclusive UTC days); paged.',
  },
  'GET /api/admin/support/tickets/export': {
    summary: 'Export the support tickets as CSV',
    description:
      'Every row the list’s filters select (the list’s query without page and pageSize), streamed as text/csv in batches: UTF-8 with a BOM, RFC 4180 quoting, English headers, money as decimal text, dates ISO 8601, cells starting with = + - @ prefixed with an apostrophe. Same permission as the list.',
  },
  'GET /api/admin/support/tickets/:id': {
    summary: 'A support ticket and its whole thread',
    description: 'With the partner, the assignee and every message, internal notes included.',
  },
  'POST /api/admin/support/tickets/:id/messages': {
    summary: 'Answer a ticket or add an internal note',
    description:
      'An answer makes the ticket `answered`, assigns an unassigned ticket to its author and mails the partner a link to it. An internal note (`internal: true`) is seen by admins only and changes no status.',
  },
  'PUT /api/admin/support/tickets/:id': {
    summary: 'Assign a ticket or change its status',
    description:
      '`status` and / or `assigneeId` (null = nobody); the assignee must be an enabled admin holding manage-support (422 otherwise).',
  },
  'GET /api/admin/support/assignees': {
    summary: 'Admins a ticket may be assigned to',
    description: 'Enabled admins holding manage-support, by name.',
  },
  'POST /api/admin/support/attachments': {
    summary: 'Upload a support attachment (back-office)',
    description:
      'As the partner’s upload: multipart field `file`, an image or a PDF up to 5 MB, then named in an answer or a note; the newest 10 uploads no message took are kept.',
  },
  'GET /api/admin/support/attachments/:id': {
    summary: 'Download a support attachment (back-office)',
    description: 'Any ticket’s file, internal notes’ included.',
  },
  // work queue (issue 13 item 9)
  'GET /api/admin/work-queue': {
    summary: 'What waits for the back-office',
    description:
      'Counts of pending deposits, pending withdrawals, submitted promo requests of the current campaign and open support tickets, for the menu badges and the landing cards. Any signed-in admin may ask; each count is present only when the admin holds its list’s view permission (view-transactions, partners_promo_view, view-support), absent otherwise.',
  },
  'GET /api/support/contacts': {
    summary: 'Support contacts',
    description:
      'Public: the email, Telegram, phone and hours of the support desk as set in the back-office (empty strings until then), for the maintenance page and the footers.',
  },
  'PUT /api/admin/settings/support': {
    summary: 'Edit the support contacts',
    description: 'All four fields; an empty string hides one. Admin-logged.',
  },

  // TEST_MODE only
  'GET /api/test/clock': {
    summary: 'Business time (tests)',
    description: 'TEST_MODE only: the current business time.',
  },
  'POST /api/test/clock': {
    summary: 'Move business time (tests)',
    description: 'TEST_MODE only: moves business time and runs every job once before answering.',
  },
  'GET /api/test/outbox/latest': {
    summary: 'Latest mail to an address (tests)',
    description:
      'TEST_MODE only (absent otherwise; the server refuses to start with TEST_MODE and NODE_ENV=production): the newest outbox mail to an address, unmasked, with its live link, for the e2e suite. Public: no session is asked.',
  },
};
