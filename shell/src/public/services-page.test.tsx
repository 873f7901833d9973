import { screen, within } from '@testing-library/react';
import { ServicesPage } from './services-page';
import { renderWithRouter } from './render-with-router';

describe('ServicesPage', () => {
  it('lists the six categories with Indian offerings and the four-step process', () => {
    renderWithRouter(<ServicesPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Services | Kapoor Iyer & Co.');

    const categories = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(categories).toEqual(
      expect.arrayContaining([
        'Audit & Assurance',
        'Taxation',
        'Compliance & ROC Filings',
        'Business Advisory',
        'Corporate Services',
        'Specialised Services',
      ]),
    );
    const taxation = screen.getByRole('article', { name: 'Taxation' });
    expect(within(taxation).getByText(/GSTR-1 \/ GSTR-3B/)).toBeInTheDocument();
    expect(within(taxation).getByText(/TDS\/TCS returns/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Compliance & ROC Filings' })).toHaveTextContent('AOC-4');

    const process = screen.getByRole('region', { name: 'A simple four-step process' });
    const steps = within(process)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['Step 1: Consultation', 'Step 2: Planning', 'Step 3: Execution', 'Step 4: Support']);
  });
});
