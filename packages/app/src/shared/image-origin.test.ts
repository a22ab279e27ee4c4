import { describe, expect, it } from 'vitest';
import { sameOriginImage } from './image-origin';

const SIM_CDN = ['http://localhost:4010/cdn'];

describe('sameOriginImage: the backend own /cdn from the site origin', () => {
  it('takes an image under a CDN base whose path is /cdn from the site origin, query kept', () => {
    expect(sameOriginImage('http://localhost:4010/cdn/banners/m_home-1.svg?lang=en&title=Hi', SIM_CDN, [], '/cdn')).toBe(
      '/cdn/banners/m_home-1.svg?lang=en&title=Hi',
    );
    expect(sameOriginImage('http://LOCALHOST:4010/cdn/games/a.svg', ['http://localhost:4010/cdn/'], [], '/cdn')).toBe('/cdn/games/a.svg');
  });

  it('leaves every other URL as it is', () => {
    // Another origin than the CDN base's, another path, a relative URL, not http.
    expect(sameOriginImage('http://localhost:4011/cdn/a.svg', SIM_CDN, [], '/cdn')).toBe('http://localhost:4011/cdn/a.svg');
    expect(sameOriginImage('http://localhost:4010/pages/a.svg', SIM_CDN, [], '/cdn')).toBe('http://localhost:4010/pages/a.svg');
    expect(sameOriginImage('http://localhost:4010/cdnx/a.svg', SIM_CDN, [], '/cdn')).toBe('http://localhost:4010/cdnx/a.svg');
    expect(sameOriginImage('/cdn/a.svg', SIM_CDN, [], '/cdn')).toBe('/cdn/a.svg');
    expect(sameOriginImage('data:image/png;base64,AA', SIM_CDN, [], '/cdn')).toBe('data:image/png;base64,AA');
    // A real CDN whose base is not the backend /cdn.
    expect(sameOriginImage('https://img.example.com/cdn/a.png', ['https://img.example.com/static'], [], '/cdn')).toBe(
      'https://img.example.com/cdn/a.png',
    );
  });

  it('leaves a CDN named at build time (VITE_CDN_ORIGINS) on its own origin', () => {
    expect(sameOriginImage('https://img.example.com/cdn/a.png', ['https://img.example.com/cdn'], ['https://img.example.com'], '/cdn')).toBe(
      'https://img.example.com/cdn/a.png',
    );
  });

  it('needs nothing outside itself, so the shell can inline its source', () => {
    const inlined = new Function(`return (${sameOriginImage.toString()})`)() as typeof sameOriginImage;
    expect(inlined('http://localhost:4010/cdn/x.svg', SIM_CDN, [], '/cdn')).toBe('/cdn/x.svg');
  });
});
