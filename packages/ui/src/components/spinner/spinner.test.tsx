import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status that screen readers announce by its label', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('passes className through', () => {
    render(<Spinner label="Loading" size="lg" className="extra" />);
    expect(screen.getByRole('status')).toHaveClass('ui-spinner', 'extra');
  });
});
