import { Notice, Panel } from 'shared-ui/public';
import { AUTH_PATHS } from '../../auth-paths';
import { ButtonLink } from '../../components/button-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthT } from '../../i18n';

const FEATURES = ['packages', 'network', 'finance', 'security'] as const;
const STEPS = ['invite', 'register', 'invest'] as const;

export function HomePage() {
  const { t } = useAuthT();
  useDocumentTitle(t('home.title'));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 48 }}>
      <section style={{ textAlign: 'center', maxWidth: 760, margin: '24px auto 0' }}>
        <h1 className="pp-title" style={{ fontSize: 'clamp(30px, 8vw, 40px)', lineHeight: 1.2 }}>
          {t('home.title')}
        </h1>
        <p className="pp-p pp-secondary" style={{ fontSize: 18 }}>
          {t('home.lead')}
        </p>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 12,
            marginTop: 24,
          }}
        >
          <ButtonLink to={AUTH_PATHS.signup} variant="primary" size="large">
            {t('home.signup')}
          </ButtonLink>
          <ButtonLink to={AUTH_PATHS.login} size="large">
            {t('home.login')}
          </ButtonLink>
        </div>
      </section>

      <Notice
        type="info"
        title={t('home.invitationTitle')}
        description={t('home.invitationText')}
        style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}
      />

      <section aria-labelledby="home-features">
        <h2 className="pp-title" id="home-features" style={{ fontSize: 30, textAlign: 'center' }}>
          {t('home.featuresTitle')}
        </h2>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
            gap: 16,
          }}
        >
          {FEATURES.map((key) => (
            <Panel key={key} style={{ height: '100%' }}>
              <h3 className="pp-title" style={{ fontSize: 18 }}>
                {t(`home.features.${key}.title`)}
              </h3>
              <p className="pp-p pp-secondary" style={{ marginBottom: 0 }}>
                {t(`home.features.${key}.text`)}
              </p>
            </Panel>
          ))}
        </div>
      </section>

      <section aria-labelledby="home-steps">
        <h2 className="pp-title" id="home-steps" style={{ fontSize: 30, textAlign: 'center' }}>
          {t('home.stepsTitle')}
        </h2>
        <ol
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
            gap: 16,
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {STEPS.map((key, index) => (
            <li key={key}>
              <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
                <span
                  aria-hidden="true"
                  style={{
                    flex: 'none',
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    background: 'var(--pp-primary-bg)',
                    color: 'var(--pp-primary)',
                    fontWeight: 600,
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="pp-title" style={{ fontSize: 18, marginTop: 4 }}>
                    {t(`home.steps.${key}.title`)}
                  </h3>
                  <p className="pp-p pp-secondary">{t(`home.steps.${key}.text`)}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
