import { CtaBand } from './cta-band';
import { Icon } from './icons';
import { PROCESS_STEPS, SERVICE_CATEGORIES } from './services-data';
import { useDocumentTitle } from './use-document-title';
import './sections.css';
import './services.css';

export function ServicesPage() {
  useDocumentTitle('Services');
  return (
    <>
      <section className="page-hero on-dark">
        <div className="container">
          <span className="eyebrow">Our services</span>
          <h1>Everything your business needs from its chartered accountants</h1>
          <p className="page-hero__lead">
            Six practices, one engagement team. Pick a single return or hand us the whole compliance calendar.
          </p>
          <nav className="service-jump" aria-label="Service categories">
            <ul>
              {SERVICE_CATEGORIES.map((category) => (
                <li key={category.id}>
                  <a href={`#${category.id}`}>{category.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className="section" aria-label="Service categories">
        <div className="container grid grid--2 service-grid">
          {SERVICE_CATEGORIES.map((category) => (
            <article key={category.id} id={category.id} className="card service-category" aria-labelledby={`${category.id}-title`}>
              <header className="service-category__head">
                <span className="icon-tile">
                  <Icon name={category.icon} size={26} />
                </span>
                <h2 id={`${category.id}-title`}>{category.title}</h2>
              </header>
              <p>{category.summary}</p>
              <ul className="check-list service-category__list">
                {category.offerings.map((offering) => (
                  <li key={offering}>
                    <Icon name="check" size={18} />
                    <span>{offering}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="services-process">
        <div className="container">
          <div className="section-head section-head--center">
            <span className="eyebrow eyebrow--dark">How we work</span>
            <h2 id="services-process">A simple four-step process</h2>
            <p>The same steps for a single return or a year-round retainer, so you always know what happens next.</p>
          </div>
          <ol className="process">
            {PROCESS_STEPS.map((step, index) => (
              <li key={step.title} className="process__step">
                <span className="process__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="icon-tile">
                  <Icon name={step.icon} size={26} />
                </span>
                <h3>
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaBand
        title="Not sure which service you need?"
        text="Describe the situation and we will tell you what applies, what it costs and when it is due."
        secondary={{ to: '/about', label: 'Meet our partners' }}
      />
    </>
  );
}
