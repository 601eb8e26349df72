/**
 * The Docker commands of the quick start. The quick-start page (both
 * languages) and the home page render this one string, so the command a
 * reader copies from the home page is the one the guide explains.
 */
import {OPENLIST_VERSION} from './version';

/** The name its build-time tokens go by (plugins/code-highlight `blocks`). */
export const QUICK_START_BLOCK = 'quick-start-docker';

export const QUICK_START_DOCKER = [
  'mkdir -p ~/openlist/data ~/openlist/files',
  'docker run -d --name openlist \\',
  '  --user "$(id -u):$(id -g)" \\',
  '  -p 5244:5244 \\',
  '  -v ~/openlist/data:/opt/openlist/data \\',
  '  -v ~/openlist/files:/mnt/files \\',
  '  --restart unless-stopped \\',
  `  openlistteam/openlist:${OPENLIST_VERSION}`,
].join('\n');
