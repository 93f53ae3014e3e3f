import { formatCount, type LeadList } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { isAtLimit } from './limits';

type ListCount = Pick<LeadList, 'id' | 'name' | 'item_count'>;

/** The list a choice of target lists starts at: the first with room for another company. */
export function firstListWithRoom<L extends ListCount>(
  lists: readonly L[] | null | undefined,
): L | undefined {
  return lists?.find((list) => !isAtLimit('itemsPerList', list.item_count));
}

/** One option a lead list, "name (n companies)", a full list not choosable. */
export function LeadListOptions({ lists }: { lists: readonly ListCount[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      {lists.map((list) => (
        <option key={list.id} value={list.id} disabled={isAtLimit('itemsPerList', list.item_count)}>
          {`${list.name} (${t('workspace.addToList.itemCount', {
            count: list.item_count,
            formatted: formatCount(list.item_count, lang),
          })})`}
        </option>
      ))}
    </>
  );
}
