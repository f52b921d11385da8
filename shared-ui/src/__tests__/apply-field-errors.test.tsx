import { act } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { i18n, setLanguage } from '../i18n/i18n';
import { apiErrorText, errorTextValues, fieldErrorText } from '../errors/api-error-text';
import { applyFieldErrors } from '../errors/apply-field-errors';
import { expectFieldMessage, renderWithProviders } from '../testing';
import { formatDate } from '../format/money';

const t = i18n.getFixedT('en', 'common');

/** What axios rejects with for an error answer of the API. */
function apiFailure(
  status: number,
  code: string,
  fields?: Record<string, string>,
  params?: Record<string, string>,
) {
  return Object.assign(new Error(`status ${status}`), {
    isAxiosError: true,
    response: { status, data: { error: { code, message: code, fields, params } } },
  });
}

function renderForm() {
  let form: FormInstance | undefined;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form
        form={instance}
        initialValues={{
          email: 'a@b.io',
          login: 'anna',
          socials: { telegram: 'anna' },
          amount: '11500',
        }}
      >
        <Form.Item label="Email" name="email">
          <Input />
        </Form.Item>
        <Form.Item label="Login" name="login">
          <Input />
        </Form.Item>
        <Form.Item label="Telegram" name={['socials', 'telegram']}>
          <Input />
        </Form.Item>
        <Form.Item label="Amount" name="amount">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  renderWithProviders(<Harness />);
  return form!;
}

beforeEach(() => setLanguage('en'));

describe('applyFieldErrors', () => {
  it("places the server's field errors next to their fields, translated", async () => {
    const form = renderForm();
    let placed = false;
    act(() => {
      placed = applyFieldErrors(
        t,
        form,
        apiFailure(409, 'ALREADY_EXISTS', { email: 'taken', unknownField: 'taken' }),
      );
    });
    expect(placed).toBe(true);
    await expectFieldMessage('Email', 'Already taken');
    expect(form.getFieldError('email')).toEqual(['Already taken']);
    expect(form.getFieldError('login')).toEqual([]);
  });

  it('places an error of a nested field named by its dotted path', async () => {
    const form = renderForm();
    act(() => {
      applyFieldErrors(
        t,
        form,
        apiFailure(422, 'VALIDATION_FAILED', { 'socials.telegram': 'addAt' }),
      );
    });
    await expectFieldMessage('Telegram', 'Add @ at the beginning');
    expect(form.getFieldError(['socials', 'telegram'])).toEqual(['Add @ at the beginning']);
  });

  it('places an error of a list row (`tiers.1.threshold`) and of a multiple select item', async () => {
    let form: FormInstance | undefined;
    function ListHarness() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ tiers: [{ threshold: '5' }, { threshold: '5' }] }}>
          <Form.List name="tiers">
            {(fields) =>
              fields.map((field) => (
                <Form.Item
                  key={field.key}
                  label={`Threshold ${field.name + 1}`}
                  name={[field.name, 'threshold']}
                >
                  <Input />
                </Form.Item>
              ))
            }
          </Form.List>
          <Form.Item label="Days" name={['withdrawal', 'days']}>
            <Input />
          </Form.Item>
        </Form>
      );
    }
    renderWithProviders(<ListHarness />);
    let placed = false;
    act(() => {
      placed = applyFieldErrors(
        t,
        form!,
        apiFailure(422, 'VALIDATION_FAILED', {
          'tiers.1.threshold': 'invalidAmount',
          'withdrawal.days.2': 'outOfRange',
        }),
      );
    });
    expect(placed).toBe(true);
    await expectFieldMessage('Threshold 2', 'Enter a positive amount with up to 6 decimals');
    await expectFieldMessage('Days', 'The value is out of the allowed range');
    expect(form!.getFieldError(['tiers', 0, 'threshold'])).toEqual([]);
  });

  it('does not count an error of a value the form keeps but shows no field for', () => {
    let form: FormInstance | undefined;
    function HiddenHarness() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ email: 'a@b.io', code: '' }}>
          <Form.Item label="Email" name="email">
            <Input />
          </Form.Item>
        </Form>
      );
    }
    renderWithProviders(<HiddenHarness />);
    expect(
      applyFieldErrors(t, form!, apiFailure(422, 'VALIDATION_FAILED', { code: 'required' })),
    ).toBe(false);
  });

  it('returns false when no error belongs to a field of the form', () => {
    const form = renderForm();
    expect(applyFieldErrors(t, form, apiFailure(409, 'ALREADY_EXISTS', { other: 'taken' }))).toBe(
      false,
    );
    expect(applyFieldErrors(t, form, apiFailure(422, 'INVALID_CREDENTIALS'))).toBe(false);
    expect(applyFieldErrors(t, form, new Error('offline'))).toBe(false);
  });

  it('uses the spec message of each code', async () => {
    const form = renderForm();
    act(() => {
      applyFieldErrors(t, form, apiFailure(422, 'VALIDATION_FAILED', { email: 'invalidEmail' }));
    });
    await expectFieldMessage('Email', 'Invalid email');
  });
});

describe('the values of a money refusal', () => {
  it('puts "Limit exceeded by" and the formatted amount next to the amount field', async () => {
    const form = renderForm();
    act(() => {
      applyFieldErrors(
        t,
        form,
        apiFailure(
          409,
          'LIMIT_EXCEEDED',
          { amount: 'limitExceeded' },
          { amount: '1500000000', currency: 'GTC' },
        ),
      );
    });
    await expectFieldMessage('Amount', 'Limit exceeded by 1,500.00 GTC');
  });

  it('formats the amount for the language of t', () => {
    const ru = i18n.getFixedT('ru', 'common');
    const failure = apiFailure(
      422,
      'VALIDATION_FAILED',
      { amount: 'minWithdrawal' },
      { amount: '20500000', currency: 'GTC' },
    );
    expect(fieldErrorText(ru, failure, 'amount')).toBe('Минимальная сумма вывода 20,50 GTC');
    expect(fieldErrorText(t, failure, 'amount')).toBe('Minimum withdrawal amount 20.50 GTC');
    expect(fieldErrorText(t, failure, 'code')).toBeNull();
  });

  it('names the date the next withdrawal window opens', () => {
    const date = '2025-06-15T00:00:00.000Z';
    const text = apiErrorText(t, apiFailure(409, 'WITHDRAWAL_CLOSED', undefined, { date }));
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(date),
    );
    expect(text).toBe(`Withdrawals are closed now. The next window opens ${when}`);
  });

  it('never shows a raw placeholder when a value is missing or malformed', () => {
    expect(apiErrorText(t, apiFailure(409, 'LIMIT_EXCEEDED'))).toBe('Limit exceeded by');
    expect(apiErrorText(t, apiFailure(409, 'LIMIT_EXCEEDED', undefined, { amount: '1.5e9' }))).toBe(
      'Limit exceeded by',
    );
    expect(errorTextValues({ date: 'soon' }, 'en')).toEqual({ amount: '', date: '' });
    expect(errorTextValues({ amount: '-2500000' }, 'en').amount).toBe('-2.50');
  });
});

describe('apiErrorText', () => {
  it('translates the stable code, with a general text for anything else', () => {
    expect(apiErrorText(t, apiFailure(422, 'INVALID_CREDENTIALS'))).toBe('Wrong login or password');
    expect(apiErrorText(t, apiFailure(429, 'TOO_MANY_ATTEMPTS'))).toBe(
      'Too many attempts. Please try again later.',
    );
    // With the server's date: the text's `_date` variant, saying when.
    const until = '2026-03-10T10:15:00.000Z';
    expect(apiErrorText(t, apiFailure(429, 'TOO_MANY_ATTEMPTS', undefined, { date: until }))).toBe(
      `Too many attempts. Try again after ${formatDate(until, 'en', true)}.`,
    );
    expect(apiErrorText(t, apiFailure(429, 'TWO_FA_LOCKED', undefined, { date: until }))).toBe(
      `Too many wrong codes. 2FA checks are locked until ${formatDate(until, 'en', true)}.`,
    );
    expect(apiErrorText(t, new Error('boom'))).toBe('Something went wrong');
  });
});
