import { afterEach, describe, expect, it, vi } from 'vitest';

describe('vite preview proxy', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('does not forward the control API /__sim unless asked', async () => {
    vi.stubEnv('SIM_PREVIEW_CONTROL', '');
    const { previewProxy } = await import('../../vite.config');
    expect(Object.keys(previewProxy).sort()).toEqual(['/api', '/docs', '/pages']);
  });

  it('forwards it with SIM_PREVIEW_CONTROL=1', async () => {
    vi.stubEnv('SIM_PREVIEW_CONTROL', '1');
    const { previewProxy } = await import('../../vite.config');
    expect(Object.keys(previewProxy)).toContain('/__sim');
  });
});
