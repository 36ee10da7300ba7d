import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonForScript } from './json-ld';

describe('JSON-LD helpers', () => {
  it('makes paths absolute and cannot close its script tag', () => {
    expect(absoluteUrl('https://site/', '/pim-media/a.svg')).toBe('https://site/pim-media/a.svg');
    expect(absoluteUrl('https://site', 'https://cdn/a.svg')).toBe('https://cdn/a.svg');
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
