import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import since from '../../data/since.json';
import {OPENLIST_VERSION} from '../../src/lib/version';

// The posts section has one post per OpenList release, in both languages:
// every release tag from the oldest documented version to the newest
// (data/since.json, generated from the OpenList tags) has its post.

const ROOT = path.resolve(__dirname, '../..');
const EN = path.join(ROOT, 'blog');
const ZH = path.join(ROOT, 'i18n/zh-CN/docusaurus-plugin-content-blog');

const posts = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort();

/** The front matter fields these tests read. */
interface FrontMatter {
  title?: string;
  slug?: string;
  date?: Date | string;
  tags?: string[];
  categories?: string | string[];
  authors?: string[];
  top?: number;
}

/** A post's front matter (`data`) and the text after it (`content`). */
function read(dir: string, name: string) {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  const [, head = '', content = ''] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return {data: (yaml.load(head) ?? {}) as FrontMatter, content};
}

const slugOf = (tag: string) => `openlist-${tag.replaceAll('.', '-')}`;

describe('release posts', () => {
  const english = posts(EN);
  const bySlug = new Map(
    english.map((name) => [read(EN, name).data.slug, name]),
  );

  it('the releases run up to the documented version', () => {
    expect(since.to).toBe(OPENLIST_VERSION);
    expect(since.tags.at(-1)).toBe(OPENLIST_VERSION);
  });

  it.each(since.tags)('%s has a release post in both languages', (tag) => {
    const name = bySlug.get(slugOf(tag));
    expect(name).toBeDefined();
    const en = read(EN, name!);
    const [, minor] = /^v(\d+\.\d+)\./.exec(tag)!;
    expect(en.data).toMatchObject({
      title: `OpenList ${tag}`,
      categories: ['Releases', minor],
    });
    expect(en.data.tags).toContain('release');
    // Named by its date, like every post.
    const date = new Date(en.data.date!).toISOString().slice(0, 10);
    expect(name!.startsWith(`${date}-`)).toBe(true);
    const releasePage = `https://github.com/OpenListTeam/OpenList/releases/tag/${tag}`;
    expect(en.content).toContain(`(${releasePage})`);

    const zh = read(ZH, name!);
    expect(zh.data.title).toBe(`OpenList ${tag} 发布`);
    expect(zh.content).toContain(`(${releasePage})`);
  });

  it('every post has a Chinese twin with the same address, date, tags, categories and pin', () => {
    expect(posts(ZH)).toEqual(english);
    const keys = ['slug', 'date', 'tags', 'categories', 'authors', 'top'];
    const shared = (data: FrontMatter) =>
      Object.fromEntries(
        keys.map((key) => [key, data[key as keyof FrontMatter]]),
      );
    for (const name of english)
      expect([name, shared(read(ZH, name).data)]).toEqual([
        name,
        shared(read(EN, name).data),
      ]);
  });
});
