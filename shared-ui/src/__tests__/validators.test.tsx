import { Button, Form, Input, type FormInstance, type FormRule } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import { fields } from 'shared-api/public';
import { i18n, setLanguage } from '../i18n/i18n';
import { useRules } from '../validation/use-rules';
import { messageCodeFor } from '../validation/field-rules';
import { makeRules, zodRules } from '../validation/rules';
import { expectFieldMessage, renderWithProviders } from '../testing';

const t = i18n.getFixedT('en', 'common');
const rules = makeRules(t);

/** The messages antd would show for `value`: runs each rule as the form does. */
async function messages(list: FormRule[], value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const found: string[] = [];
  for (const entry of list) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    if (rule.required && (value === undefined || value === '')) {
      found.push(rule.message as string);
      continue;
    }
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => {});
      } catch (error) {
        found.push((error as Error).message);
      }
    }
  }
  return found;
}

describe('spec §8 form messages (makeRules)', () => {
  it.each([
    ['John', []],
    ['Anna-Maria', []],
    ['Mary Jane', []],
    ['Иван', ['Latin letters only, no symbols']],
    ['John1', ['Latin letters only, no symbols']],
    ['O’Neil', ['Latin letters only, no symbols']],
    ['Jo_hn', ['Latin letters only, no symbols']],
    ['', ['Required field']],
  ])('latin name %p → %p', async (value, expected) => {
    expect(await messages(rules.latinName(), value)).toEqual(expected);
  });

  it.each([
    ['anna@example.com', []],
    ['a.b+c@sub.example.org', []],
    ['anna@', ['Invalid email']],
    ['anna.example.com', ['Invalid email']],
    ['anna @example.com', ['Invalid email']],
    ['', ['Required field']],
  ])('email %p → %p', async (value, expected) => {
    expect(await messages(rules.email(), value)).toEqual(expected);
  });

  it.each([
    ['+49 151 2345 6789', []],
    ['+7 (912) 345-67-89', []],
    ['4915123456789', []],
    ['12345', ['Invalid phone number']],
    ['+49 abc 123456', ['Invalid phone number']],
    ['+1234567890123456', ['Invalid phone number']],
    ['', ['Required field']],
  ])('phone %p → %p', async (value, expected) => {
    expect(await messages(rules.phone(), value)).toEqual(expected);
  });

  it.each([
    ['@anna_k', []],
    ['@anna.k', []],
    ['anna_k', ['Add @ at the beginning']],
    ['', ['Required field']],
  ])('social handle %p → %p', async (value, expected) => {
    expect(await messages(rules.socialHandle(), value)).toEqual(expected);
  });

  it('an optional social handle may stay empty but must still start with @', async () => {
    expect(await messages(rules.socialHandle({ required: false }), '')).toEqual([]);
    expect(await messages(rules.socialHandle({ required: false }), 'x')).toEqual([
      'Add @ at the beginning',
    ]);
  });

  it.each([
    ['Иван', []],
    ['Jean-Luc', []],
    ['R2D2', ['Letters only are allowed']],
  ])('letters only %p → %p', async (value, expected) => {
    expect(await messages(rules.lettersOnly(), value)).toEqual(expected);
  });

  it.each([
    ['John Smith', []],
    ['Jöhn', ['Latin letters only']],
  ])('latin text %p → %p', async (value, expected) => {
    expect(await messages(rules.latinText(), value)).toEqual(expected);
  });

  it('required flags an empty value only', async () => {
    expect(await messages(rules.required(), '')).toEqual(['Required field']);
    expect(await messages(rules.required(), 'x')).toEqual([]);
  });

  it('passwords: minimum length and a matching confirmation', async () => {
    expect(await messages(rules.password(), 'short')).toEqual(['At least 8 characters']);
    expect(await messages(rules.password(), 'long enough')).toEqual([]);
    const confirm = rules.sameAs('password');
    expect(await messages(confirm, 'other', { password: 'secret-1' })).toEqual([
      'Passwords do not match',
    ]);
    expect(await messages(confirm, 'secret-1', { password: 'secret-1' })).toEqual([]);
    expect(await messages(confirm, '', { password: 'secret-1' })).toEqual(['Required field']);
  });

  it('partner codes are 8 letters and digits, any case', async () => {
    expect(await messages(rules.partnerCode(), 'ab12cd34')).toEqual([]);
    expect(await messages(rules.partnerCode(), 'AB12')).toEqual([
      'A partner code has 8 Latin letters and digits',
    ]);
  });

  it('speaks the language of the t it was made with', async () => {
    const ru = makeRules(i18n.getFixedT('ru', 'common'));
    expect(await messages(ru.email(), 'x')).toEqual(['Неверный email']);
    expect(await messages(ru.latinName(), 'Иван')).toEqual([
      'Только латинские буквы, без символов',
    ]);
  });
});

describe('zodRules and messageCodeFor', () => {
  it('gives the first message code of a contract field, or null', () => {
    expect(messageCodeFor(fields.email(), 'nope')).toBe('invalidEmail');
    expect(messageCodeFor(fields.email(), 'a@b.io')).toBeNull();
    expect(messageCodeFor(fields.latinName(), '')).toBe('required');
  });

  it('leaves empty values to the required rule, and can drop it', async () => {
    expect(await messages(zodRules(t, fields.phone()), '')).toEqual(['Required field']);
    expect(await messages(zodRules(t, fields.phone(), { required: false }), '')).toEqual([]);
  });
});

describe('in a form', () => {
  jest.setTimeout(20_000); // typing into antd inputs is slow under jsdom

  function Harness() {
    const r = useRules();
    return (
      <Form>
        <Form.Item label="First name" name="firstName" rules={r.latinName()}>
          <Input />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={r.email()}>
          <Input />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={r.phone()}>
          <Input />
        </Form.Item>
        <Form.Item label="Telegram" name="handle" rules={r.socialHandle()}>
          <Input />
        </Form.Item>
        <Form.Item label="City" name="city" rules={r.required()}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">Send</Button>
      </Form>
    );
  }

  it('shows each message next to its field, and none for good input', async () => {
    setLanguage('en');
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('First name'), 'Иван');
    await user.type(screen.getByLabelText('Email'), 'bad');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.type(screen.getByLabelText('Telegram'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expectFieldMessage('First name', 'Latin letters only, no symbols');
    await expectFieldMessage('Email', 'Invalid email');
    await expectFieldMessage('Phone', 'Invalid phone number');
    await expectFieldMessage('Telegram', 'Add @ at the beginning');
    await expectFieldMessage('City', 'Required field');

    for (const [label, value] of [
      ['First name', 'Ivan'],
      ['Email', 'ivan@example.com'],
      ['Phone', '+49 151 2345 6789'],
      ['Telegram', '@ivan'],
      ['City', 'Berlin'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Send' }));
    for (const name of ['firstName', 'email', 'phone', 'handle', 'city']) {
      await waitFor(() =>
        expect(document.getElementById(name)).not.toHaveAttribute('aria-invalid', 'true'),
      );
    }
  });
});
