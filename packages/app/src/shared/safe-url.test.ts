import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl (one scheme allow-list for server URLs)', () => {
  it.each(['https://games.example/play?id=1', 'http://localhost:4010/pages/chat', '/m/home', 'pages/game?x=1', '//cdn.example/a.png'])(
    'lets %s through',
    (url) => expect(safeUrl(url)).toBe(url),
  );
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %s', (url) => expect(safeUrl(url)).toBeNull());
});
