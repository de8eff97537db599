import { useSearchParams } from 'react-router';

/** The drill-down sub-agent, kept in the address (`&parent=<id>`) so Back climbs the tree. */
export function useParentParam(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('parent'));
  const parent = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const setParent = (id: number | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === undefined) next.delete('parent');
      else next.set('parent', String(id));
      return next;
    });
  return [parent, setParent];
}
