import type { ESLint } from 'eslint';
export declare const WORK_ITEM: RegExp;
export declare const workItemsPlugin: ESLint.Plugin;
