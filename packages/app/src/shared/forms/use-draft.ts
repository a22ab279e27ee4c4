import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useSessionStore } from '../stores/session-store';

/** Drafts by account and form field, for the page's life (a session's end clears session storage). */
const drafts = new Map<string, string>();

/** A fresh page (tests, stories): no draft left. */
export const resetDrafts = (): void => drafts.clear();

/**
 * A react-hook-form form some of whose values outlive the form (docs/decisions/front-end.md "Form
 * errors"): a session that ends mid-form sends the user to the login and back, and the amount or
 * code they typed is there again. `drafts` names the fields kept (field -> draft name); each is
 * read when the form opens and kept as it changes, per account, in memory, never stored; never for
 * secrets (passwords stay in the form alone). Setting the field to '' (after a success) drops it.
 */
export function useDraftForm<V extends FieldValues>(
  options: UseFormProps<V>,
  draftsOf: Partial<Record<Path<V>, string>>,
): UseFormReturn<V> {
  const user = useSessionStore((s) => s.session?.userName ?? '');
  const kept = Object.entries(draftsOf) as [Path<V>, string][];
  const form = useForm<V>({
    ...options,
    defaultValues: {
      ...options.defaultValues,
      ...Object.fromEntries(kept.map(([field, name]) => [field, drafts.get(`${user}:${name}`) ?? ''])),
    } as DefaultValues<V>,
  });
  const names = JSON.stringify(kept);
  useEffect(() => {
    const fields = JSON.parse(names) as [Path<V>, string][];
    const sub = form.watch((values) => {
      for (const [field, name] of fields) {
        const v = (values as Record<string, unknown>)[field];
        const key = `${user}:${name}`;
        if (typeof v === 'string' && v !== '') drafts.set(key, v);
        else drafts.delete(key);
      }
    });
    return () => sub.unsubscribe();
  }, [form, user, names]);
  return form;
}
