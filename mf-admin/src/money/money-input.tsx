import { Input, type InputProps } from 'antd';

/**
 * An amount typed in whole units with decimals ("100.5"): text, never a number input, so no
 * float is involved; the form converts it with `toMicro`.
 */
export function MoneyInput({ currency, ...props }: InputProps & { currency: string }) {
  return <Input inputMode="decimal" autoComplete="off" suffix={currency} {...props} />;
}
