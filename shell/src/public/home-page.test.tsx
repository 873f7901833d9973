import { screen, within } from '@testing-library/react';
import { HomePage } from './home-page';
import { renderWithRouter } from './render-with-router';

describe('HomePage', () => {
  it('shows the hero, four service cards, the figures and calls to action', () => {
    renderWithRouter(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Clear numbers. Confident decisions.' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Kapoor Iyer & Co. | Chartered Accountants in Mumbai & Bengaluru');

    const services = screen.getByRole('region', { name: 'Services built around Indian compliance' });
    const cards = within(services)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(['Audit & Assurance', 'Taxation', 'Compliance & ROC Filings', 'Business Advisory']);

    const figures = screen.getByRole('region', { name: 'The firm in numbers' });
    for (const figure of ['500+', '15+', '50+', '98%']) expect(within(figures).getByText(figure)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Book a consultation/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: /Learn more about Taxation/ })).toHaveAttribute('href', '/services#taxation');
  });
});
