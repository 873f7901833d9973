import { useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useSiteLocation } from './site-router';
import { Icon } from './icons';
import { FIRM, NAV_LINKS, SIGN_IN_PATH } from './site-data';
import { usePortalLink } from './use-portal-link';

export function BrandMark({ onDark = false }: { onDark?: boolean }) {
  return (
    <span className={onDark ? 'brand brand--on-dark' : 'brand'}>
      <span className="brand__mark" aria-hidden="true">
        KI
      </span>
      <span className="brand__text">
        <span className="brand__name">{FIRM.name}</span>
        <span className="brand__tagline">{FIRM.tagline}</span>
      </span>
    </span>
  );
}

export function SiteHeader() {
  const { pathname } = useSiteLocation();
  // The menu is open for the page it was opened on: any navigation closes it, with no effect to sync.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  const portal = usePortalLink();

  const handleToggle = () => setOpenOn(menuOpen ? null : pathname);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) closeMenu();
  };

  return (
    <header className="site-header" onKeyDown={handleKeyDown}>
      <div className="topbar">
        <div className="container topbar__inner">
          <span>
            ICAI Firm Registration No. {FIRM.icaiFrn} · Since {FIRM.foundedYear}
          </span>
          <span className="topbar__contact">
            <a href={`tel:${FIRM.phone.replace(/\s/g, '')}`}>
              <Icon name="phone" size={14} /> {FIRM.phone}
            </a>
            <a href={`mailto:${FIRM.email}`}>
              <Icon name="mail" size={14} /> {FIRM.email}
            </a>
          </span>
        </div>
      </div>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__home" aria-label={`${FIRM.name}, home`}>
          <BrandMark />
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={handleToggle}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="site-nav__link" onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              {portal ? (
                <Link to={portal.to} className="button button--primary site-nav__signin" onClick={closeMenu} title={portal.title}>
                  <Icon name="user" size={18} /> {portal.label}
                </Link>
              ) : (
                <Link to={SIGN_IN_PATH} className="button button--primary site-nav__signin" onClick={closeMenu}>
                  Sign In
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
