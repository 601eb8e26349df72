/**
 * plugins/build-cache: the bundler's persistent cache depends on our
 * build-time code, and an unexpected cache setting stops the build.
 */
import {addBuildDependencies} from '../../plugins/build-cache';

describe('bundler cache build dependencies', () => {
  test('our folders join the persistent cache’s dependencies once', () => {
    const config = {
      experiments: {
        cache: {type: 'persistent', buildDependencies: ['/site/config.ts']},
      },
    };
    addBuildDependencies(config, ['/site/plugins', '/site/src/lib']);
    addBuildDependencies(config, ['/site/plugins']);
    expect(config.experiments.cache.buildDependencies).toEqual([
      '/site/config.ts',
      '/site/plugins',
      '/site/src/lib',
    ]);
  });

  test('no persistent cache: nothing to change', () => {
    const off = {experiments: {}};
    addBuildDependencies(off, ['/site/plugins']);
    expect(off).toEqual({experiments: {}});
    const none = {};
    addBuildDependencies(none, ['/site/plugins']);
    expect(none).toEqual({});
  });

  test('a cache setting of another shape stops the build', () => {
    expect(() =>
      addBuildDependencies({experiments: {cache: true}}, ['/site/plugins']),
    ).toThrow(/changed shape/);
    expect(() =>
      addBuildDependencies({experiments: {cache: {type: 'memory'}}}, [
        '/site/plugins',
      ]),
    ).toThrow(/changed shape/);
  });
});
