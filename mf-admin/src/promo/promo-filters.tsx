import { Flex, Select } from 'antd';
import type { PromoCampaign } from 'shared-api';
import { useLocalized } from 'shared-ui';
import { useAdminT } from '../i18n';
import { SearchBox, type ListPatch, type ListState } from '../lists';
import type { PromoFilter } from './list-query';

interface PromoFiltersProps {
  query: ListState<never, PromoFilter>;
  update: (patch: ListPatch<never, PromoFilter>) => void;
  campaigns: readonly PromoCampaign[] | undefined;
}

/** A promo list's search and campaign; without a campaign the server shows the current one. */
export function PromoFilters({ query, update, campaigns }: PromoFiltersProps) {
  const { t } = useAdminT();
  const localized = useLocalized();
  const campaignId = query.filters.campaignId;
  return (
    <Flex wrap gap={12}>
      <SearchBox
        value={query.search}
        placeholder={t('promo.searchPlaceholder')}
        onSearch={(search) => update({ search })}
      />
      <Select
        aria-label={t('promo.campaignFilter')}
        placeholder={t('promo.currentCampaign')}
        allowClear
        value={campaignId === undefined ? undefined : Number(campaignId)}
        onChange={(id?: number) => update({ filters: { campaignId: id?.toString() } })}
        options={(campaigns ?? []).map((c) => ({ value: c.id, label: localized(c.nameI18n) }))}
        style={{ minWidth: 220 }}
      />
    </Flex>
  );
}
