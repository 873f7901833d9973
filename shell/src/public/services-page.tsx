import { CtaBand } from './cta-band';
import { PROCESS_STEPS, SERVICE_CATEGORIES } from './services-data';
import { CheckList, HeadedSection, IconTile, PageHero } from './page-sections';
import { useDocumentTitle } from './use-document-title';
import './sections.css';
import './services.css';

export function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Everything your business needs from its chartered accountants"
        lead="Six practices, one engagement team. Pick a single return or hand us the whole compliance calendar."
      >
        <nav className="service-jump" aria-label="Service categories">
          <ul>
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <a href={`#${category.id}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <section className="section" aria-label="Service categories">
        <div className="container grid grid--2 service-grid">
          {SERVICE_CATEGORIES.map((category) => (
            <article key={category.id} id={category.id} className="card service-category" aria-labelledby={`${category.id}-title`}>
              <header className="service-category__head">
                <IconTile name={category.icon} />
                <h2 id={`${category.id}-title`}>{category.title}</h2>
              </header>
              <p>{category.summary}</p>
              <CheckList items={category.offerings} size={18} className="service-category__list" />
            </article>
          ))}
        </div>
      </section>

      <HeadedSection
        id="services-process"
        eyebrow="How we work"
        title="A simple four-step process"
        lead="The same steps for a single return or a year-round retainer, so you always know what happens next."
        surface
      >
        <ol className="process">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="process__step">
              <span className="process__number" aria-hidden="true">
                {index + 1}
              </span>
              <IconTile name={step.icon} />
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <CtaBand
        title="Not sure which service you need?"
        text="Describe the situation and we will tell you what applies, what it costs and when it is due."
        secondary={{ to: '/about', label: 'Meet our partners' }}
      />
    </>
  );
}
