import { Link } from './site-router';

export type CtaBandProps = {
  title: string;
  text: string;
  /** The second button; the services page points it elsewhere than itself. */
  secondary?: { to: string; label: string };
};

export function CtaBand({ title, text, secondary = { to: '/services', label: 'View services' } }: CtaBandProps) {
  return (
    <section className="cta-band on-dark" aria-label="Get in touch">
      <div className="container cta-band__inner">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="cta-band__actions">
          <Link to="/contact" className="button button--gold">
            Talk to a partner
          </Link>
          <Link to={secondary.to} className="button button--ghost">
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
