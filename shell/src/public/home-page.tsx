import { Link } from './site-router';
import { CtaBand } from './cta-band';
import { Icon, type IconName } from './icons';
import { FEATURED_SERVICE_IDS, SERVICE_CATEGORIES } from './services-data';
import { CheckList, FirmStats, HeadedSection, IconTile } from './page-sections';
import { FIRM, OFFICES } from './site-data';
import { useDocumentTitle } from './use-document-title';
import './sections.css';
import './home.css';

const featured = FEATURED_SERVICE_IDS.map((id) => SERVICE_CATEGORIES.find((category) => category.id === id)!);

const HERO_POINTS = [
  `ICAI-registered firm, FRN ${FIRM.icaiFrn}`,
  'Partner-led engagements, fixed fees agreed upfront',
  `Offices in ${OFFICES.map((office) => office.city).join(' and ')}, clients across India`,
  'A secure client portal for documents, invoices and payments',
];

const REASONS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clock',
    title: 'Deadline discipline',
    text: 'A compliance calendar for every client and reminders well before each GST, TDS and ROC due date.',
  },
  {
    icon: 'shield',
    title: 'Confidential by design',
    text: 'Bound by the ICAI Code of Ethics, with access-controlled records and OTP sign-in to the portal.',
  },
  {
    icon: 'target',
    title: 'Advice you can act on',
    text: 'Plain-language recommendations with the numbers behind them, not just a filed return.',
  },
];

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <section className="home-hero on-dark">
        <div className="container home-hero__inner">
          <div className="home-hero__copy">
            <span className="eyebrow">Chartered Accountants · Mumbai &amp; Bengaluru</span>
            <h1>Clear numbers. Confident decisions.</h1>
            <p className="home-hero__lead">
              {FIRM.name} has helped founders, family businesses and listed companies stay compliant and grow since {FIRM.foundedYear}:
              audit, tax, GST, ROC filings and advisory under one roof.
            </p>
            <div className="home-hero__actions">
              <Link to="/contact" className="button button--gold">
                Book a consultation <Icon name="arrowRight" size={18} />
              </Link>
              <Link to="/services" className="button button--ghost">
                Explore our services
              </Link>
            </div>
          </div>
          <aside className="home-hero__panel" aria-label="Why clients choose us">
            <h2>Why clients choose us</h2>
            <CheckList items={HERO_POINTS} size={20} />
          </aside>
        </div>
      </section>

      <section className="container stats" aria-label="The firm in numbers">
        <FirmStats className="stats__grid" itemClassName="stats__item" />
      </section>

      <HeadedSection
        id="home-services"
        eyebrow="What we do"
        title="Services built around Indian compliance"
        lead="From the first GST registration to a statutory audit, one team that already knows your books."
      >
        <ul className="grid grid--4 service-grid">
          {featured.map((service) => (
            <li key={service.id} className="card service-card">
              <IconTile name={service.icon} />
              <h3>{service.title}</h3>
              <p>{service.summary}</p>
              <Link to={`/services#${service.id}`} className="text-link service-card__link">
                Learn more <span className="visually-hidden">about {service.title}</span>
                <Icon name="arrowRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="home-why" eyebrow={<>Why {FIRM.name}</>} title="A partner for every filing season" surface left>
        <ul className="grid grid--3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="reason">
              <IconTile name={reason.icon} />
              <div>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CtaBand
        title="A notice, a deadline or a decision to make?"
        text="Tell us what you need. A partner replies within one working day with next steps and a fixed quote."
      />
    </>
  );
}
