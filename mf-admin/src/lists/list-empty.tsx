import { Button, Empty } from 'antd';
import { useAdminT } from '../i18n';

interface ListEmptyProps {
  /** The text of a list with nothing in it at all. */
  text: string;
  search: string;
  /** Any filter besides the search is set. */
  filtered: boolean;
  onClear: () => void;
}

/** An empty page: "nothing yet", or what found nothing with a way to clear it. */
export function ListEmpty({ text, search, filtered, onClear }: ListEmptyProps) {
  const { t } = useAdminT();
  if (!search && !filtered) return <Empty description={text} />;
  return (
    <Empty description={search ? t('list.emptySearch', { search }) : t('list.emptyFiltered')}>
      <Button onClick={onClear}>{t('list.clearFilters')}</Button>
    </Empty>
  );
}
