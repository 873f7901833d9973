import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Icon } from './icons';
import { BrandMark } from './site-header';
import { useDocumentTitle } from './use-document-title';
import './site.css';
import './status-page.css';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return undefined;
}

/**
 * The router's errorElement. It renders outside every layout and provider and uses plain links, not
 * router links: whatever broke may be the layout or the router state itself, so "home" reloads the page.
 */
export function ErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Unexpected Application Error!');
  const detail = describe(error);
  return (
    <div className="site status-page status-page--error">
      <header className="status-page__brand">
        <a href="/" aria-label="Home">
          <BrandMark />
        </a>
      </header>
      <main className="status-page__inner">
        <p className="status-page__icon" aria-hidden="true">
          !
        </p>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong while showing this page. Reloading usually fixes it; if it does not, please try again later.</p>
        {detail && <p className="status-page__detail">{detail}</p>}
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            <Icon name="refresh" size={18} /> Reload page
          </button>
          <a href="/" className="button button--outline">
            <Icon name="home" size={18} /> Go to home page
          </a>
        </div>
      </main>
    </div>
  );
}
