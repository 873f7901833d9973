import { screen, within } from '@testing-library/react';
import { AboutPage } from './about-page';
import { renderWithRouter } from './render-with-router';

describe('AboutPage', () => {
  it('tells the story, mission and vision, introduces six people and lists milestones from 2008', () => {
    renderWithRouter(<AboutPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('About Us | Kapoor Iyer & Co.');
    expect(screen.getByRole('heading', { name: 'From a small office in Fort to two cities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();

    const team = screen.getByRole('region', { name: 'The people behind your numbers' });
    const people = within(team).getAllByRole('listitem');
    expect(people).toHaveLength(6);
    expect(within(people[0]).getByRole('heading', { name: 'CA Rajesh Kapoor' })).toBeInTheDocument();
    expect(within(people[0]).getByText('RK')).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Our journey since 2008' });
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('2008');
    // The spec's stray 2010 founding year must not appear anywhere.
    expect(document.body).not.toHaveTextContent('2010');
  });
});
