import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('drops script tags but keeps the text around them', () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert(1)</script>');
    expect(out).toContain('<p>Hello</p>');
    expect(out).not.toMatch(/script/i);
  });

  it('drops event-handler attributes such as onerror', () => {
    const out = sanitizeHtml('<img src="x.png" onerror="alert(1)" alt="banner">');
    expect(out).toContain('alt="banner"');
    expect(out).not.toMatch(/onerror/i);
  });

  it('drops javascript: links and keeps http links', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_blank">good</a>');
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized content a reader sees', () => {
    const { container, getByRole } = render(<SafeHtml html={'<h2>Rules</h2><img src=x onerror="window.hacked=1">'} />);
    expect(getByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror/);
  });
});
