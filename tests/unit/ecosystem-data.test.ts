import entries from '../../data/ecosystem.json';

const CATEGORIES = ['server', 'apps', 'edge', 'tools', 'community'];

type Entry = {
  id?: unknown;
  name?: unknown;
  url?: unknown;
  category?: unknown;
  platforms?: unknown;
  description?: Record<string, unknown>;
};

const list = entries as Entry[];

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

describe('data/ecosystem.json', () => {
  it('is a non-empty list', () => {
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
  });

  it.each(list.map((entry) => [String(entry.name), entry]))(
    '%s has a name, a unique id, a known category and platforms',
    (_name, entry) => {
      expect(nonEmpty(entry.name)).toBe(true);
      expect(nonEmpty(entry.id)).toBe(true);
      expect(CATEGORIES).toContain(entry.category);
      expect(Array.isArray(entry.platforms)).toBe(true);
      const platforms = entry.platforms as unknown[];
      expect(platforms.length).toBeGreaterThan(0);
      platforms.forEach((platform) => expect(nonEmpty(platform)).toBe(true));
    },
  );

  it.each(list.map((entry) => [String(entry.name), entry]))(
    '%s has an English and a Simplified Chinese description',
    (_name, entry) => {
      expect(entry.description).toBeDefined();
      expect(nonEmpty(entry.description?.en)).toBe(true);
      expect(nonEmpty(entry.description?.['zh-CN'])).toBe(true);
      // The Chinese text must actually be Chinese, not a copy of the English.
      expect(entry.description?.['zh-CN']).not.toBe(entry.description?.en);
      expect(String(entry.description?.['zh-CN'])).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it.each(list.map((entry) => [String(entry.name), entry]))(
    '%s links to an https URL',
    (_name, entry) => {
      expect(typeof entry.url).toBe('string');
      const url = new URL(entry.url as string);
      expect(url.protocol).toBe('https:');
      expect(url.hostname.length).toBeGreaterThan(0);
    },
  );

  it('has no duplicate ids or URLs', () => {
    const ids = list.map((entry) => entry.id);
    const urls = list.map((entry) => entry.url);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
