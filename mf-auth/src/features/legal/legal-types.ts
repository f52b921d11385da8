/** A legal document as structured data: translated as a whole, rendered by one component. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface LegalTexts {
  privacyPolicy: LegalDocument;
  publicOffer: LegalDocument;
}

export type LegalDocumentName = keyof LegalTexts;

/** The date both documents take effect (ISO). Placeholders in the texts: {{app}}, {{contact}}. */
export const LEGAL_EFFECTIVE_DATE = '2025-05-01T12:00:00Z';
