import { UserOutlined } from '@ant-design/icons';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createIcon } from '../components/icon';
import {
  COMMON_NS,
  defineTranslations,
  i18n,
  loadLanguage,
  setLanguage,
  useLanguage,
} from '../i18n/i18n';
import { TestProviders } from '../testing';

describe('createIcon', () => {
  it('renders the named icon, hidden from assistive technology and marked with its name', () => {
    const Icon = createIcon({ user: UserOutlined });
    const { container } = render(<Icon name="user" className="x" style={{ fontSize: 20 }} />);
    const icon = container.querySelector('[data-icon="user"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('anticon-user', 'x');
    expect(icon).toHaveStyle({ fontSize: '20px' });
  });
});

describe('defineTranslations', () => {
  const strings = (text: string) => () => Promise.resolve({ greeting: text });
  // 'demo' is not among shared-ui's typed namespaces: the test names it through a cast and reads
  // it through an untyped t.
  const useDemoT = defineTranslations('demo' as typeof COMMON_NS, {
    ru: strings('Привет'),
    en: strings('Hello'),
    de: strings('Hallo'),
    es: strings('Hola'),
    vt: strings('Xin chào'),
  });

  function Greeting() {
    const t = useDemoT().t as unknown as (key: string) => string;
    return (
      <p>
        {t('greeting')} / {t('actions.retry')}
      </p>
    );
  }

  it('registers the namespace and returns its t, with the common strings as fallback', () => {
    expect(i18n.getResource('de', 'demo', 'greeting')).toBe('Hallo');
    setLanguage('en');
    render(
      <TestProviders>
        <Greeting />
      </TestProviders>,
    );
    expect(screen.getByText('Hello / Retry')).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(screen.getByText('Hola / Reintentar')).toBeInTheDocument();
  });

  it('fetches a language on choice and shows it only once it is there (never raw keys)', async () => {
    setLanguage('en');
    let arrive: (strings: { late: string }) => void = () => {};
    const useLateT = defineTranslations('late' as typeof COMMON_NS, {
      ru: () => new Promise((resolve) => (arrive = resolve)),
      en: () => Promise.resolve({ late: 'Late' }),
      de: () => Promise.resolve({ late: 'Spät' }),
      es: () => Promise.resolve({ late: 'Tarde' }),
      vt: () => Promise.resolve({ late: 'Muộn' }),
    });
    function Late() {
      const t = useLateT().t as unknown as (key: string) => string;
      return <p>{t('late')}</p>;
    }
    render(
      <TestProviders>
        <Late />
      </TestProviders>,
    );
    expect(await screen.findByText('Late')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('ru', 'late')).toBe(false);

    act(() => setLanguage('ru'));
    await act(() => Promise.resolve());
    expect(screen.getByText('Late')).toBeInTheDocument(); // still the previous language
    await act(async () => {
      arrive({ late: 'Поздно' });
      await loadLanguage('ru');
      await new Promise((resolve) => setTimeout(resolve, 0)); // setLanguage's own continuation
    });
    expect(await screen.findByText('Поздно')).toBeInTheDocument();
    expect(document.cookie).toContain('lang=ru');
  });
});

describe('useLanguage', () => {
  function Current() {
    return <output>{useLanguage()}</output>;
  }

  it('gives the current language and follows a change', async () => {
    setLanguage('ru');
    render(
      <TestProviders>
        <Current />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ru');
    act(() => setLanguage('vt'));
    // The 'late' strings of the test above are not fetched in Vietnamese yet: the switch waits.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('vt'));
  });
});
