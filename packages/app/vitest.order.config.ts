import { mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The app's files in one worker, in the order ORDER names them (comma-separated paths, matched by
 * their end), to find which file leaves state that breaks the next one when files share a worker:
 *   ORDER=a.test.tsx,b.test.tsx pnpm vitest run -c vitest.order.config.ts src/a.test.tsx src/b.test.tsx
 */
const order = (process.env.ORDER ?? '').split(',').filter(Boolean);
const rank = (file: { moduleId: string }) => order.findIndex((end) => file.moduleId.endsWith(end));

export default mergeConfig(base, {
  test: {
    maxWorkers: 1,
    fileParallelism: false,
    sequence: {
      sequencer: class {
        shard<T>(files: T[]): Promise<T[]> {
          return Promise.resolve(files);
        }
        sort<T extends { moduleId: string }>(files: T[]): Promise<T[]> {
          return Promise.resolve([...files].sort((a, b) => rank(a) - rank(b)));
        }
      },
    },
  },
});
