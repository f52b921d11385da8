import { i18n } from 'shared-ui';
import '../../../i18n';
import { operationFixture } from '../../../testing/money-fixtures';
import { operationTitle } from '../operations/operation-title';

const t = i18n.getFixedT('en', 'cabinet');
const anna = { login: 'anna', partnerCode: 'ANNA0008' };

it('names the other partner of a transfer, by its direction', () => {
  const base = { kind: 'transfer', type: 'transfer', counterparty: anna, details: {} } as const;
  expect(operationTitle(t, operationFixture({ ...base, amount: '-5000000' }))).toBe(
    'Transfer to anna (ANNA0008)',
  );
  expect(operationTitle(t, operationFixture({ ...base, amount: '5000000' }))).toBe(
    'Transfer from anna (ANNA0008)',
  );
});

it('adds the package and the accrual number, the partner of a bonus, or a reason', () => {
  expect(operationTitle(t, operationFixture())).toBe('Daily income: Start, day 3');
  expect(
    operationTitle(
      t,
      operationFixture({ kind: 'package-purchase', details: { packageName: 'Pro' } }),
    ),
  ).toBe('Package purchase: Pro');
  expect(
    operationTitle(
      t,
      operationFixture({
        kind: 'linear-bonus',
        counterparty: anna,
        details: { packageName: 'Pro' },
      }),
    ),
  ).toBe('Partner purchase bonus: anna (ANNA0008)');
  expect(
    operationTitle(t, operationFixture({ kind: 'adjustment', details: { reason: 'Bonus fix' } })),
  ).toBe('Balance adjustment: Bonus fix');
});

it('uses the kind alone when there is nothing more to say', () => {
  expect(operationTitle(t, operationFixture({ kind: 'deposit', details: { depositId: 5 } }))).toBe(
    'Balance top-up',
  );
  expect(operationTitle(t, operationFixture({ kind: 'withdrawal-release', details: {} }))).toBe(
    'Withdrawal amount returned',
  );
});

it('has a title for every ledger kind in every language', () => {
  for (const lang of ['ru', 'en', 'de', 'es', 'vt']) {
    const fixed = i18n.getFixedT(lang, 'cabinet');
    for (const kind of [
      'deposit',
      'transfer',
      'withdrawal-reserve',
      'withdrawal-release',
      'withdrawal-payout',
      'accrual',
      'linear-bonus',
      'binary-bonus',
      'career-reward',
      'mentor-reward',
      'package-purchase',
      'package-upgrade',
      'adjustment',
      'reversal',
    ] as const)
      expect(fixed(`operations.titles.${kind}`)).not.toBe(`operations.titles.${kind}`);
  }
});
