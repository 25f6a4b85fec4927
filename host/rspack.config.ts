import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (overrides: Partial<AppConfigOptions> = {}) => createAppConfig({ app: 'host', appDir, ...overrides });

/** The host's server build: the renderer the API calls for a page's first view (src/server-render/render.tsx). */
export const serverEntries = { render: './src/server-render/render.tsx' };
