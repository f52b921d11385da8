import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useLanguage } from '../i18n/i18n';

/** A field's message for its value, or null when it passes (may ask the server: a promise). */
export type FieldRule<V> = (value: string, values: V) => string | null | Promise<string | null>;

export interface FormOptions<V extends Record<string, string>> {
  initial: V;
  /** Re-made every render (a language change gives new messages): the latest are used. */
  rules: { [K in keyof V]?: FieldRule<V> };
  /** How a typed value is kept (e.g. a partner code without spaces, in capitals). */
  normalize?: { [K in keyof V]?: (value: string) => string };
  /**
   * A check beside the fields' rules on submit (the captcha): false stops the submit; it shows
   * its own message, in the same pass as the fields'.
   */
  alsoCheck?: () => boolean;
  /** Called with the values once every rule passes. */
  onSubmit: (values: V) => void | Promise<void>;
}

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The public forms' state without antd's Form: values, a message per field, and the spec's
 * timing (a field speaks once it has been left or the form submitted, then on every change; a
 * submit checks every field and moves to the first wrong one; a second submit while one runs is
 * ignored). A rule's message follows a language change; the server's messages (`placeServerErrors`)
 * stay until their field is edited.
 */
export function useForm<V extends Record<string, string>>(options: FormOptions<V>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const formId = useId();
  const [values, setValues] = useState<V>(options.initial);
  const valuesRef = useRef(values);
  const [errors, setErrorsState] = useState<Errors<V>>({});
  const errorsRef = useRef<Errors<V>>({});
  const speaking = useRef(new Set<keyof V>());
  const fromServer = useRef(new Set<keyof V>());
  // Each check of a field is numbered: an answer that arrives after a newer check is dropped.
  const checks = useRef(new Map<keyof V, number>());
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const showErrors = useCallback((next: Errors<V>) => {
    errorsRef.current = { ...errorsRef.current, ...next };
    for (const name of Object.keys(next) as (keyof V)[]) {
      if (!next[name]) delete errorsRef.current[name];
      else speaking.current.add(name);
    }
    setErrorsState({ ...errorsRef.current });
  }, []);

  const check = useCallback(
    async (name: keyof V): Promise<string | null> => {
      const number = (checks.current.get(name) ?? 0) + 1;
      checks.current.set(name, number);
      fromServer.current.delete(name);
      const rule = latest.current.rules[name];
      const message = rule ? await rule(valuesRef.current[name] ?? '', valuesRef.current) : null;
      if (checks.current.get(name) === number)
        showErrors({ [name]: message ?? undefined } as Errors<V>);
      return message;
    },
    [showErrors],
  );

  // The rules' messages on screen are made again in the new language.
  const language = useLanguage();
  useEffect(() => {
    for (const name of Object.keys(errorsRef.current) as (keyof V)[])
      if (!fromServer.current.has(name)) void check(name);
  }, [language, check]);

  const setValue = useCallback(
    (name: keyof V, raw: string) => {
      const value = latest.current.normalize?.[name]?.(raw) ?? raw;
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      if (speaking.current.has(name)) void check(name);
    },
    [check],
  );

  /**
   * The server's messages beside their fields (by field name; a name the form has no field for
   * is not placed). Returns whether any was placed, so the caller shows the rest as an alert.
   */
  const placeServerErrors = useCallback(
    (messages: Record<string, string>): boolean => {
      const placed = Object.entries(messages).filter(([name]) => name in valuesRef.current);
      for (const [name] of placed) {
        checks.current.set(name, (checks.current.get(name) ?? 0) + 1); // a pending check loses
        fromServer.current.add(name);
      }
      showErrors(Object.fromEntries(placed) as Errors<V>);
      return placed.length > 0;
    },
    [showErrors],
  );

  const idOf = (name: keyof V) => `${formId}-${String(name)}`;

  /** What a text input takes: id, name, value, the change and leave handlers, its message. */
  const field = (name: keyof V & string) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    onBlur: () => {
      speaking.current.add(name);
      if (!fromServer.current.has(name)) void check(name);
    },
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const names = Object.keys(valuesRef.current) as (keyof V)[];
      for (const name of names) speaking.current.add(name);
      const messages = await Promise.all(names.map((name) => check(name)));
      const othersPass = latest.current.alsoCheck?.() ?? true;
      const wrong = names.find((_, index) => messages[index]);
      if (wrong !== undefined) document.getElementById(idOf(wrong))?.focus();
      if (wrong !== undefined || !othersPass) return;
      await latest.current.onSubmit(valuesRef.current);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, field, setValue, placeServerErrors, check, submit };
}
