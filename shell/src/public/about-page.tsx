import { CtaBand } from './cta-band';
import { Icon } from './icons';
import { MILESTONES, TEAM, initialsOf } from './about-data';
import { FirmStats, HeadedSection, IconTile, PageHero } from './page-sections';
import { FIRM } from './site-data';
import { useDocumentTitle } from './use-document-title';
import './sections.css';
import './about.css';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Chartered accountants who stay for the long term"
        lead={
          <>
            Since {FIRM.foundedYear}, {FIRM.name} has grown from a two-partner practice into a firm of over 50 professionals, without losing
            the habit of a partner knowing every client by name.
          </>
        }
      />

      <section className="section" aria-labelledby="about-story">
        <div className="container about-story">
          <div>
            <span className="eyebrow eyebrow--dark">Our story</span>
            <h2 id="about-story">From a small office in Fort to two cities</h2>
            <p>
              {FIRM.name} was founded in {FIRM.foundedYear} by Rajesh Kapoor and Lakshmi Iyer, two chartered accountants who believed a
              growing business deserves the same care from its auditors as a listed company does. The first clients were traders and
              manufacturers in South Mumbai who needed audits, tax returns and someone to call when a notice arrived.
            </p>
            <p>
              The firm grew with its clients: through the move to GST, the new Companies Act and the shift to faceless assessments. Today we
              serve more than 500 clients from Mumbai and Bengaluru, from first-time founders to family groups and listed companies, and
              most of our first clients are still with us.
            </p>
          </div>
          <FirmStats className="about-facts" />
        </div>
      </section>

      <section className="section section--surface" aria-label="Mission and vision">
        <div className="container grid grid--2">
          <article className="card">
            <IconTile name="target" />
            <h2 className="card-title">Our mission</h2>
            <p>
              To give every client accurate, timely and independent work, compliance without surprises and advice in plain language, so they
              can spend their time on their business rather than on their filings.
            </p>
          </article>
          <article className="card">
            <IconTile name="eye" />
            <h2 className="card-title">Our vision</h2>
            <p>
              To be the most trusted mid-sized CA firm in India: known for integrity under the ICAI Code of Ethics, for people who grow with
              us, and for using technology so that clients always know where their work stands.
            </p>
          </article>
        </div>
      </section>

      <HeadedSection
        id="about-team"
        eyebrow="Leadership"
        title="The people behind your numbers"
        lead="Six of the partners and managers who lead our engagements."
      >
        <ul className="grid grid--3">
          {TEAM.map((member) => (
            <li key={member.name} className="card team-card">
              <span className="avatar" aria-hidden="true">
                {initialsOf(member.name)}
              </span>
              <div>
                <h3>{member.name}</h3>
                <p className="team-card__role">{member.role}</p>
              </div>
              <p className="team-card__quals">{member.qualifications}</p>
              <p>{member.focus}</p>
              <p className="team-card__office">
                <Icon name="pin" size={16} /> {member.office}
              </p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="about-milestones" eyebrow="Milestones" title={<>Our journey since {FIRM.foundedYear}</>} surface>
        <ol className="timeline">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className="timeline__item">
              <span className="timeline__year">{milestone.year}</span>
              <div className="timeline__body">
                <h3>{milestone.title}</h3>
                <p>{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <CtaBand title="Work with a firm that knows your business" text="Meet a partner in Mumbai, Bengaluru or online." />
    </>
  );
}
