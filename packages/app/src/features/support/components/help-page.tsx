import type { HelpItem } from '@m/contracts';
import { NoData } from '@m/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SafeHtml } from '../../../shared/safe-html';
import { getHelp } from '../api/support-api';
import { useLoad } from '../../../shared/api/query-cache';
import { LoadView } from '../../../shared/api/load-view';
import './support.css';
import { useUiStore } from '../../../shared/stores/ui-store';

export interface HelpViewProps {
  items: HelpItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** titles on the left, the selected item's sanitized HTML beside them. */
export function HelpView({ items, selectedId, onSelect }: HelpViewProps) {
  const { t } = useTranslation();
  if (!items.length) return <NoData text={t('support.help.empty')} />;
  const selected = items.find((i) => i.id === selectedId) ?? items[0]!;
  return (
    <div className="m-help">
      <nav aria-label={t('support.help.topics')}>
        <ul>
          {items.map((i) => (
            <li key={i.id}>
              <button type="button" aria-current={i.id === selected.id ? 'true' : undefined} onClick={() => onSelect(i.id)}>
                {i.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="ui-card" aria-labelledby="m-help-article">
        <h3 id="m-help-article">{selected.title}</h3>
        <SafeHtml className="m-support-content" html={selected.content} />
      </article>
    </div>
  );
}

/** /m/help (A-118..A-120): ?tag=terms opens the terms item. */
export default function HelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const state = useLoad(['support.help', useUiStore((s) => s.language)], getHelp);
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <section className="m-support-page" aria-labelledby="m-help-title">
      <h2 id="m-help-title">{t('titles.help')}</h2>
      <LoadView state={state}>
        {(items) => {
          const tagged = tag ? items.find((i) => i.tag === tag)?.id : undefined;
          return <HelpView items={items} selectedId={picked ?? tagged ?? null} onSelect={setPicked} />;
        }}
      </LoadView>
    </section>
  );
}
