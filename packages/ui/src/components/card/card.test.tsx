import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading', () => {
    render(
      <Card title="Today" headingLevel={2}>
        body
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Today' });
    expect(region).toHaveTextContent('body');
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
  });

  it('renders as an article with an h3, its subtitle, media and action', () => {
    render(
      <Card
        as="article"
        title="Mega Lotto"
        headingLevel={3}
        subtitle="closes 18:00"
        media={<img alt="" src="x.png" />}
        action={<button type="button">Bet</button>}
      />,
    );
    const article = screen.getByRole('article', { name: 'Mega Lotto' });
    expect(screen.getByRole('heading', { level: 3, name: 'Mega Lotto' })).toBeInTheDocument();
    expect(article).toHaveTextContent('closes 18:00');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeInTheDocument();
  });

  it('keeps a given heading id and has no header without a title, media or action', () => {
    const { container, rerender } = render(<Card title="Team" titleId="team-title" />);
    expect(container.querySelector('#team-title')).toHaveTextContent('Team');
    expect(container.firstElementChild).toHaveAttribute('aria-labelledby', 'team-title');
    rerender(<Card>plain</Card>);
    expect(container.querySelector('.ui-card__header')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('aria-labelledby');
  });

  it('runs its content to the edges when flush', () => {
    const { container } = render(<Card flush title="Messages" />);
    expect(container.firstElementChild).toHaveClass('ui-card', 'ui-card--flush');
  });
});
