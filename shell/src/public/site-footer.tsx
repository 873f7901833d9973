import { Link } from './site-router';
import { Icon } from './icons';
import { BrandMark } from './site-header';
import { FIRM, LEGAL_DOCUMENTS, NAV_LINKS, OFFICES, SIGN_IN_PATH, legalDocumentPath } from './site-data';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-label="About the firm">
          <BrandMark onDark />
          <p>
            A peer-reviewed firm of chartered accountants serving businesses, professionals and families across India since{' '}
            {FIRM.foundedYear}.
          </p>
          <p className="site-footer__meta">ICAI Firm Registration No. {FIRM.icaiFrn}</p>
        </section>

        <nav className="site-footer__col" aria-label="Footer">
          <h2 className="site-footer__heading">Quick links</h2>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={SIGN_IN_PATH}>Client Portal</Link>
            </li>
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-legal">
          <h2 className="site-footer__heading" id="footer-legal">
            Terms &amp; policies
          </h2>
          <ul>
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.slug}>
                <a href={legalDocumentPath(doc)} download={doc.fileName} className="site-footer__doc">
                  <Icon name="download" size={16} />
                  <span>
                    {doc.title} <span className="visually-hidden">(PDF)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__col site-footer__offices" aria-labelledby="footer-contact">
          <h2 className="site-footer__heading" id="footer-contact">
            Contact
          </h2>
          {OFFICES.map((office) => (
            <address key={office.city} className="site-footer__office">
              <strong>
                {office.kind}, {office.city}
              </strong>
              <span>
                {office.lines.join(', ')} {office.pincode}
              </span>
              <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </address>
          ))}
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <span>
            © {year} {FIRM.legalName}. All rights reserved.
          </span>
          <span>{FIRM.hours}</span>
        </div>
      </div>
    </footer>
  );
}
