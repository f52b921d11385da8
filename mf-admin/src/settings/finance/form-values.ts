import { microToDecimal, toMicro, type FinanceSettings } from 'shared-api';
import { bpToPercent, percentToBp } from '../../money';

type Whole = number | null;

/**
 * The settings as the form holds them: amounts and the rate as typed decimals, fees as percent.
 * The field names are the contract's, so the server's field errors (`deposit.feeBp`) land on
 * their fields; only the values are in the units an admin types.
 */
export interface FinanceFormValues {
  /** GTC per 1 USDT, e.g. "1.05". */
  gtcPerUsdtPpm: string;
  deposit: {
    minAmount: string;
    /** Percent, e.g. "0.5". */
    feeBp: string;
    walletAddress: string;
    network: string;
    paymentMinutes: Whole;
    processingMinMinutes: Whole;
    processingMaxMinutes: Whole;
  };
  transfer: { minAmount: string };
  withdrawal: {
    days: number[];
    minAmount: string;
    dailyLimit: string;
    feeBp: { USDT: string; GTC: string };
    processingHours: Whole;
  };
  packages: { accrualIntervalHours: Whole };
}

export function financeFormValues(s: FinanceSettings): FinanceFormValues {
  return {
    // Millionths are micro-units of GTC per whole USDT.
    gtcPerUsdtPpm: microToDecimal(String(s.gtcPerUsdtPpm)),
    deposit: {
      ...s.deposit,
      minAmount: microToDecimal(s.deposit.minAmount),
      feeBp: bpToPercent(s.deposit.feeBp),
    },
    transfer: { minAmount: microToDecimal(s.transfer.minAmount) },
    withdrawal: {
      ...s.withdrawal,
      minAmount: microToDecimal(s.withdrawal.minAmount),
      dailyLimit: microToDecimal(s.withdrawal.dailyLimit),
      feeBp: {
        USDT: bpToPercent(s.withdrawal.feeBp.USDT),
        GTC: bpToPercent(s.withdrawal.feeBp.GTC),
      },
    },
    packages: { ...s.packages },
  };
}

/** A value the form's rules have passed; anything else is a bug, not a user error. */
function checked<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`${field} was not validated`);
  return value;
}

const micro = (text: string, field: string) => checked(toMicro(text), field);
const bp = (text: string, field: string) => checked(percentToBp(text), field);

/** The PUT body: micro-units, basis points and millionths. */
export function toFinanceSettings(v: FinanceFormValues): FinanceSettings {
  return {
    gtcPerUsdtPpm: Number(micro(v.gtcPerUsdtPpm, 'gtcPerUsdtPpm')),
    deposit: {
      minAmount: micro(v.deposit.minAmount, 'deposit.minAmount'),
      feeBp: bp(v.deposit.feeBp, 'deposit.feeBp'),
      walletAddress: v.deposit.walletAddress.trim(),
      network: v.deposit.network.trim(),
      paymentMinutes: checked(v.deposit.paymentMinutes, 'deposit.paymentMinutes'),
      processingMinMinutes: checked(v.deposit.processingMinMinutes, 'deposit.processingMinMinutes'),
      processingMaxMinutes: checked(v.deposit.processingMaxMinutes, 'deposit.processingMaxMinutes'),
    },
    transfer: { minAmount: micro(v.transfer.minAmount, 'transfer.minAmount') },
    withdrawal: {
      days: [...v.withdrawal.days].sort((a, b) => a - b),
      minAmount: micro(v.withdrawal.minAmount, 'withdrawal.minAmount'),
      dailyLimit: micro(v.withdrawal.dailyLimit, 'withdrawal.dailyLimit'),
      feeBp: {
        USDT: bp(v.withdrawal.feeBp.USDT, 'withdrawal.feeBp.USDT'),
        GTC: bp(v.withdrawal.feeBp.GTC, 'withdrawal.feeBp.GTC'),
      },
      processingHours: checked(v.withdrawal.processingHours, 'withdrawal.processingHours'),
    },
    packages: {
      accrualIntervalHours: checked(
        v.packages.accrualIntervalHours,
        'packages.accrualIntervalHours',
      ),
    },
  };
}
