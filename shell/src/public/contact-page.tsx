import { ContactForm } from './contact-form';
import { Icon } from './icons';
import { FIRM, OFFICES, formatRupees } from './site-data';
import { HeadedSection, PageHero } from './page-sections';
import { useDocumentTitle } from './use-document-title';
import './sections.css';
import './contact.css';

const FAQS = [
  {
    question: 'How soon will you reply to my message?',
    answer: `Within one working day. Our offices are open ${FIRM.hours.charAt(0).toLowerCase()}${FIRM.hours.slice(1)}; messages sent on a Sunday or a public holiday are answered the next working day.`,
  },
  {
    question: 'What do I need to bring for my income-tax return?',
    answer:
      'Your PAN and Aadhaar, Form 16 from your employer, the Annual Information Statement (AIS) and Form 26AS, bank interest certificates, capital-gains statements from your broker, and proofs of deductions such as 80C investments and health-insurance premiums.',
  },
  {
    question: 'How are your fees set?',
    answer: `We quote a fixed fee in writing before we start, based on the scope we agree. Individual returns start at ${formatRupees(2500)} and monthly GST compliance at ${formatRupees(3000)} a month; GST at 18% is added to every invoice.`,
  },
  {
    question: 'Do you work with clients outside Mumbai and Bengaluru?',
    answer:
      'Yes. Most of our clients share documents and approve returns through our secure client portal, and we meet over video call when a visit is not practical. We serve clients across India and non-resident Indians abroad.',
  },
] as const;

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="Let’s talk about what you need"
        lead="A question about a notice, a quote for your annual compliance or a first meeting with a partner: write to us and we will come back within one working day."
      />

      <section className="section" aria-label="Message and offices">
        <div className="container contact-layout">
          <div className="card contact-card">
            <ContactForm />
          </div>
          <aside className="contact-offices" aria-labelledby="contact-offices-title">
            <h2 id="contact-offices-title">Our offices</h2>
            {OFFICES.map((office) => (
              <section key={office.city} className="office" aria-label={`${office.kind}, ${office.city}`}>
                <h3>
                  {office.city} <span className="office__kind">{office.kind}</span>
                </h3>
                <ul className="office__lines">
                  <li>
                    <Icon name="pin" size={18} />
                    <address>
                      {office.lines.map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                      <span>
                        {office.state} {office.pincode}
                      </span>
                    </address>
                  </li>
                  <li>
                    <Icon name="phone" size={18} />
                    <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
                  </li>
                  <li>
                    <Icon name="mail" size={18} />
                    <a href={`mailto:${office.email}`}>{office.email}</a>
                  </li>
                </ul>
              </section>
            ))}
            <p className="office__hours">
              <Icon name="clock" size={18} /> {FIRM.hours}
            </p>
          </aside>
        </div>
      </section>

      <HeadedSection id="contact-faq" eyebrow="FAQ" title="Frequently asked questions" surface className="faq">
        <div className="faq__list">
          {FAQS.map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </HeadedSection>
    </>
  );
}
