import { UserOutlined } from '@ant-design/icons';
import { act, render, screen } from '@testing-library/react';
import { createIcon } from '../components/icon';
import { defineTranslations, i18n, setLanguage, useLanguage } from '../i18n/i18n';
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
  const strings = (text: string) => ({ greeting: text });
  const useDemoT = defineTranslations('demo', {
    ru: strings('Привет'),
    en: strings('Hello'),
    de: strings('Hallo'),
    es: strings('Hola'),
    vt: strings('Xin chào'),
  });

  function Greeting() {
    const { t } = useDemoT();
    return (
      <p>
        {t('greeting')} / {t('actions.retry')}
      </p>
    );
  }

  it('registers the namespace at once and returns its t, with the common strings as fallback', () => {
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
});

describe('useLanguage', () => {
  function Current() {
    return <output>{useLanguage()}</output>;
  }

  it('gives the current language and follows a change', () => {
    setLanguage('ru');
    render(
      <TestProviders>
        <Current />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ru');
    act(() => setLanguage('vt'));
    expect(screen.getByRole('status')).toHaveTextContent('vt');
  });
});
