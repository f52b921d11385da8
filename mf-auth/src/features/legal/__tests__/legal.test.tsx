import { act, screen } from '@testing-library/react';
import {
  LANGUAGES,
  platformConfig,
  setLanguage,
  setPlatformConfig,
  type Language,
} from 'shared-ui/public';
import { mockApi } from 'shared-ui/testing';
import { renderAuth } from '../../../testing/render-auth';
import { legalTexts } from '../legal-texts';
import type { LegalDocumentName, LegalTexts } from '../legal-types';
import { de } from '../texts/de';
import { en } from '../texts/en';
import { es } from '../texts/es';
import { ru } from '../texts/ru';
import { vt } from '../texts/vt';

const TEXTS: Record<Language, LegalTexts> = { ru, en, de, es, vt };
const DOCUMENTS: [LegalDocumentName, string][] = [
  ['privacyPolicy', '/privacy-policy'],
  ['publicOffer', '/public-offer'],
];
const slow = { timeout: 5000 };

beforeEach(() => mockApi({}));

describe.each(LANGUAGES.map((lang) => [lang]))('in %s', (lang) => {
  it.each(DOCUMENTS)('%s renders every section', async (name, path) => {
    setLanguage(lang);
    const doc = TEXTS[lang][name];
    renderAuth(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: doc.title }, slow),
    ).toBeInTheDocument();
    for (const section of doc.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: section.heading })).toHaveAttribute(
        'href',
        `#${screen.getByRole('heading', { level: 2, name: section.heading }).id}`,
      );
    }
    expect(document.body.textContent).not.toMatch(/\{\{|\}\}/); // every placeholder filled
  });
});

describe('the texts', () => {
  it.each(LANGUAGES.map((lang) => [lang]))(
    '%s has full documents shaped like the English ones',
    (lang) => {
      for (const [name] of DOCUMENTS) {
        const doc = TEXTS[lang][name];
        const reference = en[name];
        expect(doc.title.trim()).not.toBe('');
        expect(doc.intro.length).toBeGreaterThan(100);
        expect(doc.sections.length).toBeGreaterThanOrEqual(8);
        expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(
          reference.sections.map((s) => s.paragraphs.length),
        );
        for (const section of doc.sections) {
          expect(section.heading.trim()).not.toBe('');
          for (const paragraph of section.paragraphs) expect(paragraph.length).toBeGreaterThan(40);
        }
        if (lang !== 'en') expect(doc.title).not.toBe(reference.title);
      }
    },
  );

  it('loads each language once', async () => {
    expect(legalTexts('de')).toBe(legalTexts('de'));
    await expect(legalTexts('vt')).resolves.toBe(vt);
  });
});

it('shows the support contact and follows the language switch', async () => {
  const previous = platformConfig();
  setPlatformConfig({ ...previous, supportContact: 'help@partners.example' });
  setLanguage('en');
  renderAuth('/public-offer');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Public Offer' }, slow),
  ).toBeVisible();
  expect(screen.getAllByText(/help@partners\.example/).length).toBeGreaterThan(0);
  expect(screen.getByText('Effective from May 1, 2025')).toBeInTheDocument();

  act(() => setLanguage('ru'));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Публичная оферта' }, slow),
  ).toBeVisible();
  setPlatformConfig(previous);
});
