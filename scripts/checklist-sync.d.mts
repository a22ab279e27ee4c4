export interface ChecklistItem {
  id: string;
  tags: string[];
  title: string;
  section: string;
  retired: boolean;
}
export declare const SOURCE: string;
export declare const COPY: string;
export declare function parseChecklist(text: string): ChecklistItem[];
export declare function copyText(items: ChecklistItem[]): string;
export declare function readCopy(file?: string): ChecklistItem[];
