import type { LegalDocument } from '@firm/shared/domain/firm';

export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** A paragraph after the bullets. */
  closing?: string;
};

export type LegalContent = {
  slug: LegalDocument['slug'];
  summary: string;
  sections: readonly LegalSection[];
};
