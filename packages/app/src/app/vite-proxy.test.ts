import { afterEach, describe, expect, it, vi } from 'vitest';

describe('vite preview proxy', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('does not forward the control API /__sim unless asked', async () => {
    vi.stubEnv('SIM_PREVIEW_CONTROL', '');
    const { previewProxy } = await import('../../vite.config');
    expect(Object.keys(previewProxy).sort()).toEqual(['/api', '/cdn', '/docs', '/pages']);
  });

  it('forwards it with SIM_PREVIEW_CONTROL=1', async () => {
    vi.stubEnv('SIM_PREVIEW_CONTROL', '1');
    const { previewProxy } = await import('../../vite.config');
    expect(Object.keys(previewProxy)).toContain('/__sim');
  });
});

describe('vite preview: the image CDN', () => {
  it('forwards the simulator art /cdn from the site origin, as /api', async () => {
    const { previewProxy } = await import('../../vite.config');
    expect(previewProxy['/cdn']).toEqual(previewProxy['/api']);
  });

  it('preconnects to a real CDN named at build time, and to nothing by default', async () => {
    const { preconnectLinks } = await import('../../vite.config');
    expect(preconnectLinks(undefined)).toBe('');
    expect(preconnectLinks('')).toBe('');
    expect(preconnectLinks('https://img.example.com/x https://img.example.com  https://cdn2.example.com:8443')).toBe(
      '<link rel="preconnect" href="https://img.example.com">\n    <link rel="preconnect" href="https://cdn2.example.com:8443">',
    );
  });
});
