/**
 * src/lib/outlineLabel.ts: outline labels whose inline code may wrap after
 * a "/" or "_", and nowhere else.
 */
import {breakableLabel, breakableOutline} from '../../src/lib/outlineLabel';

test('inline code gets a wrap point after each / and _ inside it', () => {
  expect(breakableLabel('<code>POST /api/admin/storage/load_all</code>')).toBe(
    '<code>POST /<wbr>api/<wbr>admin/<wbr>storage/<wbr>load_<wbr>all</code>',
  );
});

test('text outside code, a trailing separator and runs of separators are left alone', () => {
  expect(breakableLabel('Paths like a/b and <code>/a//b_/</code> end')).toBe(
    'Paths like a/b and <code>/<wbr>a//<wbr>b_/</code> end',
  );
  expect(breakableLabel('Plain words')).toBe('Plain words');
  // Entities hold no separator; the escaped text stays escaped.
  expect(breakableLabel('<code>a&lt;b&gt;/c</code>')).toBe(
    '<code>a&lt;b&gt;/<wbr>c</code>',
  );
});

test('an outline keeps the items it does not change, and their order', () => {
  const plain = {value: 'Endpoints', id: 'endpoints', level: 2};
  const route = {value: '<code>GET /api/me</code>', id: 'get-api-me', level: 3};
  const out = breakableOutline([plain, route]);
  expect(out[0]).toBe(plain);
  expect(out[1]).toEqual({
    ...route,
    value: '<code>GET /<wbr>api/<wbr>me</code>',
  });
  expect(route.value).toBe('<code>GET /api/me</code>');
});
