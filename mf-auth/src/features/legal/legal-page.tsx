import { useEffect, useState } from 'react';
import {
  Button,
  currentLanguage,
  formatDate,
  isLanguage,
  Panel,
  platformConfig,
  Result,
  Skeleton,
  type Language,
} from 'shared-ui/public';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthT } from '../../i18n';
import { legalTexts } from './legal-texts';
import {
  LEGAL_EFFECTIVE_DATE,
  type LegalDocument,
  type LegalDocumentName,
  type LegalTexts,
} from './legal-types';

interface ViewProps {
  doc: LegalDocument;
  name: LegalDocumentName;
  lang: Language;
}

function LegalDocumentView({ doc, name, lang }: ViewProps) {
  const { t } = useAuthT();
  useDocumentTitle(doc.title);
  const fill = (text: string) =>
    text
      .replaceAll('{{app}}', t('app.name'))
      .replaceAll('{{contact}}', platformConfig().supportContact);
  const anchor = (index: number) => `${name}-${index + 1}`;

  return (
    <article>
      {/* Scaled with the screen: at 390 px a long Russian word ("конфиденциальности") broke mid-word. */}
      <h1 className="pp-title" style={{ fontSize: 'clamp(26px, 7vw, 38px)' }}>
        {doc.title}
      </h1>
      <p className="pp-p pp-secondary">
        {t('legal.effective', { date: formatDate(LEGAL_EFFECTIVE_DATE, lang) })}
      </p>
      <p className="pp-p" style={{ fontSize: 16 }}>
        {fill(doc.intro)}
      </p>

      <nav aria-labelledby={`${name}-contents`} style={{ margin: '24px 0 32px' }}>
        <h2 className="pp-title" id={`${name}-contents`} style={{ fontSize: 18 }}>
          {t('legal.contents')}
        </h2>
        <ul style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0, columnWidth: 280 }}>
          {doc.sections.map((section, index) => (
            <li key={section.heading} style={{ marginBottom: 6 }}>
              <a href={`#${anchor(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>

      {doc.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={anchor(index)}>
          <h2 className="pp-title" id={anchor(index)} style={{ fontSize: 20, marginTop: 24 }}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="pp-p">
              {fill(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

type Loaded = { lang: Language; texts: LegalTexts } | { lang: Language; failed: true };

/** `/privacy-policy` and `/public-offer`, in the reader's language (one chunk per language). */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const { t, i18n } = useAuthT();
  const lang = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    legalTexts(lang).then(
      (texts) => active && setLoaded({ lang, texts }),
      () => active && setLoaded({ lang, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [lang, attempt]);

  const current = loaded?.lang === lang ? loaded : null;
  return (
    // Narrower padding on a phone, wider on a desktop, without a screen-size hook.
    <Panel
      style={{ maxWidth: 880, margin: '0 auto' }}
      padding="clamp(24px, 4vw, 32px) clamp(16px, 5vw, 40px)"
    >
      {!current ? (
        <Skeleton rows={14} label={t('app.loading', { ns: 'common' })} />
      ) : 'failed' in current ? (
        <Result
          status="warning"
          title={t('legal.loadFailed')}
          extra={
            <Button
              onClick={() => {
                setLoaded(null);
                setAttempt((a) => a + 1);
              }}
            >
              {t('actions.retry')}
            </Button>
          }
        />
      ) : (
        <LegalDocumentView doc={current.texts[name]} name={name} lang={lang} />
      )}
    </Panel>
  );
}
