import { localise } from '@m/mock-server/engine';
import type { Decorator } from '@storybook/react-vite';
import { displayLanguage } from '../shared/stores/ui-store';

/**
 * Fixed story data speaks the toolbar's language: every string of it that the simulator seeds
 * (a lottery's name, a promotion's title and text) goes through the simulator's own translation
 * table, as a call with `language` would answer it. Plain objects and arrays are walked; anything
 * else (a File, a callback) is kept as it is.
 */
export function localiseContent<T>(value: T): T {
  const language = displayLanguage();
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return localise(v, language);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** A stories file's args in the display language, for components that take fixed data. */
export const withLocalisedArgs: Decorator = (Story, context) => <Story args={localiseContent(context.args)} />;
