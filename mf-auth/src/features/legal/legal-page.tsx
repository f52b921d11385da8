import { Button, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  currentLanguage,
  formatDate,
  isLanguage,
  Panel,
  platformConfig,
  useIsMobile,
  type Language,
} from 'shared-ui';
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
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(26px, 7vw, 38px)' }}>
        {doc.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('legal.effective', { date: formatDate(LEGAL_EFFECTIVE_DATE, lang) })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 16 }}>{fill(doc.intro)}</Typography.Paragraph>

      <nav aria-labelledby={`${name}-contents`} style={{ margin: '24px 0 32px' }}>
        <Typography.Title level={2} id={`${name}-contents`} style={{ fontSize: 18 }}>
          {t('legal.contents')}
        </Typography.Title>
        <ul style={{ listStyle: 'none', paddingInlineStart: 0, margin: 0, columnWidth: 280 }}>
          {doc.sections.map((section, index) => (
            <li key={section.heading} style={{ marginBottom: 6 }}>
              <Typography.Link href={`#${anchor(index)}`}>{section.heading}</Typography.Link>
            </li>
          ))}
        </ul>
      </nav>

      {doc.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={anchor(index)}>
          <Typography.Title level={2} id={anchor(index)} style={{ fontSize: 20 }}>
            {section.heading}
          </Typography.Title>
          {section.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{fill(paragraph)}</Typography.Paragraph>
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
  const isMobile = useIsMobile();
  return (
    <Panel
      style={{ maxWidth: 880, margin: '0 auto' }}
      padding={isMobile ? '24px 16px' : '32px 40px'}
    >
      {!current ? (
        <Skeleton active title paragraph={{ rows: 14 }} />
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
