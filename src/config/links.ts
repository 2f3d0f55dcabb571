import type { Lang } from '@/contract/common';

/**
 * The provider's external pages (contact, legal notice and privacy differ per
 * language; three social pages). Replace with the provider's confirmed addresses.
 */
export const PROVIDER_SITE = 'https://www.interim-executive-partners.de';

/** The support team's address (shown e.g. on the documents page: deletions go through support). */
export const SUPPORT_EMAIL = 'support@interim-executive-partners.de';

export const footerLinks: Record<Lang, { contact: string; legalNotice: string; privacy: string }> = {
  de: {
    contact: `${PROVIDER_SITE}/kontakt`,
    legalNotice: `${PROVIDER_SITE}/impressum`,
    privacy: `${PROVIDER_SITE}/datenschutz`,
  },
  en: {
    contact: `${PROVIDER_SITE}/en/contact`,
    legalNotice: `${PROVIDER_SITE}/en/legal-notice`,
    privacy: `${PROVIDER_SITE}/en/privacy`,
  },
};

export const socialLinks = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/interim-executive-partners' },
  { network: 'YouTube', href: 'https://www.youtube.com/@interim-executive-partners' },
  { network: 'Instagram', href: 'https://www.instagram.com/interim.executive.partners' },
] as const;

/** The placement screen's how-to video: the German one for de, the English one otherwise. */
export const howToVideoLinks: Record<Lang, string> = {
  de: `${PROVIDER_SITE}/videos/zeiterfassung-und-monatsbericht`,
  en: `${PROVIDER_SITE}/en/videos/time-tracking-and-monthly-report`,
};
