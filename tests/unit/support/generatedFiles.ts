import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import type {PluginRouteConfig} from '@docusaurus/types';

/**
 * One file of a generated files folder (`.docusaurus`) as one of
 * Docusaurus's own code generators writes it, in a folder of its own.
 */
export async function generatedFile(
  file: string,
  generate: (generatedFilesDir: string) => Promise<void>,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  try {
    await generate(dir);
    return fs.readFileSync(path.join(dir, file), 'utf8');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const PLUGIN = {name: 'docusaurus-plugin-content-docs', id: 'default'};

/** Two doc routes, one in a folder named with a space and Chinese characters. */
export const ROUTES: PluginRouteConfig[] = [
  {
    path: '/guide/drivers/s3',
    component: '@theme/DocItem',
    exact: true,
    modules: {content: '@site/docs/guide/drivers/s3.mdx'},
    plugin: PLUGIN,
  },
  {
    path: '/zh-CN/guide/快速开始',
    component: '@theme/DocItem',
    exact: true,
    modules: {content: '@site/i18n/zh-CN/docs/guide/快速 开始.md'},
    plugin: PLUGIN,
  },
];

/** `.docusaurus/registry.js` for ROUTES. */
export function generatedRegistry(): Promise<string> {
  return generatedFile('registry.js', (generatedFilesDir) =>
    generateRouteFiles({generatedFilesDir, routes: ROUTES, baseUrl: '/'}),
  );
}
