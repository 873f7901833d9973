import { Link } from './site-router';
import { Icon } from './icons';
import { useDocumentTitle } from './use-document-title';
import './site.css';
import './status-page.css';

/** Any unknown path (spec 01 §2). Also used by the portal for an unknown role, so it styles itself. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="site status-page" aria-labelledby="not-found-title">
      <div className="status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Oops! Page not found</h1>
        <p>The page you are looking for does not exist or has moved. Check the address, or start again from the home page.</p>
        <div className="status-page__actions">
          <Link to="/" className="button button--primary">
            <Icon name="home" size={18} /> Back to home
          </Link>
          <Link to="/contact" className="button button--outline">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
