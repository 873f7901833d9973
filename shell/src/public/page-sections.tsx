import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import { FIRM_STATS } from './site-data';

// The scaffolds the public pages' sections share (sections.css), so that each page says only its words.

/** The dark band that opens About, Services and Contact: eyebrow, the page's one h1 and its lead; `children` go below. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-hero on-dark">
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

export type HeadedSectionProps = {
  /** The h2's id, which names the section. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: string;
  /** The tinted background that alternates with the plain one. */
  surface?: boolean;
  /** The head left-aligned rather than centred. */
  left?: boolean;
  /** A class of the container beside `container`. */
  className?: string;
  children: ReactNode;
};

/** A section named by its h2, under an eyebrow and an optional lead, above its content. */
export function HeadedSection({ id, eyebrow, title, lead, surface, left, className, children }: HeadedSectionProps) {
  return (
    <section className={surface ? 'section section--surface' : 'section'} aria-labelledby={id}>
      <div className={className ? `container ${className}` : 'container'}>
        <div className={left ? 'section-head' : 'section-head section-head--center'}>
          <span className="eyebrow eyebrow--dark">{eyebrow}</span>
          <h2 id={id}>{title}</h2>
          {lead && <p>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A card's icon on its tinted square. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="icon-tile">
      <Icon name={name} size={26} />
    </span>
  );
}

/** A list of points, each after a check mark. */
export function CheckList({ items, size, className }: { items: readonly string[]; size: number; className?: string }) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={size} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Spec 01 §1's figures as a description list; the page gives the classes. */
export function FirmStats({ className, itemClassName }: { className: string; itemClassName?: string }) {
  return (
    <dl className={className}>
      {FIRM_STATS.map((stat) => (
        <div key={stat.label} className={itemClassName}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
