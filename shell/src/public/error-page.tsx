import { Component, type ReactNode } from 'react';
import { Icon } from './icons';
import { BrandMark } from './site-header';
import { useDocumentTitle } from './use-document-title';
import './site.css';
import './status-page.css';

/** An Error's message, or a route error answer's status ('404 Not Found'). */
function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    return `${error.status} ${statusText}`.trim();
  }
  return undefined;
}

/**
 * A page that crashed: react-router's errorElement (app/portal-router.tsx passes its route error) and
 * the public site's error boundary. It renders outside every layout and provider and uses plain links,
 * not router links: whatever broke may be the layout or the router state itself, so "home" reloads the page.
 */
export function ErrorPage({ error }: { error: unknown }) {
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

/** The public site's error boundary: a page that throws while rendering shows ErrorPage instead. */
export class SiteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
