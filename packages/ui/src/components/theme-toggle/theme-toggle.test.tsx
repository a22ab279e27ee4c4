import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeToggle, type Theme } from './theme-toggle';

const labels = { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' };

function Harness() {
  const [theme, setTheme] = useState<Theme>('light');
  return <ThemeToggle theme={theme} labels={labels} onToggle={() => setTheme((t) => (t === 'light' ? 'dark' : 'light'))} />;
}

describe('ThemeToggle (A-170)', () => {
  it('says what a tap does and flips between the two themes', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});
