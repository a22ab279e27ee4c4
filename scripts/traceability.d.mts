import type { ChecklistItem } from './checklist-sync.mjs';

export type { ChecklistItem };
export interface Decision {
  file: string;
  heading: string;
  anchor: string;
}
export interface Citation {
  id: string;
  file: string;
  name: string;
  kind: 'test' | 'describe' | 'story';
  via: 'title' | 'comment';
}
export declare const ROOT: string;
export declare const CHECKLIST: string;
export declare const DECISIONS: string;
export declare const OUTPUT: string;
export declare function idsIn(text: string): string[];
export declare function slugger(): (heading: string) => string;
export declare function decisionIndex(text: string, file: string): Map<string, Decision[]>;
export declare function decisionFiles(dir?: string): { file: string; text: string }[];
export declare function decisionsIn(files: { file: string; text: string }[]): Map<string, Decision[]>;
export declare function findSources(root?: string): string[];
export declare function citationsIn(file: string, text: string): Citation[];
export declare function collectCitations(root?: string): Map<string, Citation[]>;
export declare function untraced(items: ChecklistItem[], citations: Map<string, Citation[]>, decisions: Map<string, Decision[]>): string[];
export declare function render(input: {
  items: ChecklistItem[];
  citations: Map<string, Citation[]>;
  decisions: Map<string, Decision[]>;
}): string;
export declare function build(root?: string): {
  items: ChecklistItem[];
  decisions: Map<string, Decision[]>;
  citations: Map<string, Citation[]>;
  text: string;
};
