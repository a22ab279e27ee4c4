import { describe, expect, it, vi } from 'vitest';
import { openLaunchUrl } from './use-launch';

describe('openLaunchUrl', () => {
  it('follows http(s) and relative launch URLs', () => {
    const assign = vi.fn();
    expect(openLaunchUrl('http://localhost:4010/pages/game?vendor=GPI', assign)).toBe(true);
    expect(openLaunchUrl('/m/launchGame?code=1', assign)).toBe(true);
    expect(assign.mock.calls).toEqual([['http://localhost:4010/pages/game?vendor=GPI'], ['/m/launchGame?code=1']]);
  });

  it('never runs a javascript:, data: or vbscript: URL from the server', () => {
    const assign = vi.fn();
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
    ]) {
      expect(openLaunchUrl(url, assign)).toBe(false);
    }
    expect(assign).not.toHaveBeenCalled();
  });
});
