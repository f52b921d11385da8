import { Button, Card, Empty, Flex, Input, Result, Table, type TableProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCan, type AdminUser } from 'shared-api';
import { ErrorAlert, hrefOf, Page, useBasePath, useLanguage } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { isSortField, PAGE_SIZES } from './list-query';
import { useAdminUsers } from './use-admin-users';
import { useListQuery } from './use-list-query';
import { userColumns } from './user-columns';

/** The users list (react-admin's List): server-side paging, sorting and search, state in the URL. */
export function UserList() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const base = useBasePath();
  const navigate = useNavigate();
  const [query, update] = useListQuery();
  const { data, error, loading, reload } = useAdminUsers(query);

  const onChange: TableProps<AdminUser>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.columnKey;
      update({
        page: 1,
        sort:
          s?.order && isSortField(field)
            ? { field, order: s.order === 'ascend' ? 'asc' : 'desc' }
            : null,
      });
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? query.pageSize;
      update({ pageSize, page: pageSize === query.pageSize ? (pagination.current ?? 1) : 1 });
    }
  };

  const empty = query.search ? (
    <Empty description={t('users.emptySearch', { search: query.search })}>
      <Button onClick={() => update({ search: '', page: 1 })}>{t('users.clearSearch')}</Button>
    </Empty>
  ) : (
    <Empty description={t('users.empty')} />
  );

  return (
    <Page
      title={t('routes.usersList')}
      extra={
        can('create-users') && (
          <Button
            type="primary"
            icon={<Icon name="plus" />}
            onClick={() => navigate(hrefOf(base, 'users/create'))}
          >
            {t('users.create')}
          </Button>
        )
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <Input.Search
            key={query.search}
            defaultValue={query.search}
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.searchPlaceholder')}
            allowClear
            enterButton
            maxLength={100}
            onSearch={(value) => update({ search: value.trim(), page: 1 })}
            style={{ maxWidth: 420 }}
          />
          {error ? (
            <Result
              status="warning"
              title={t('users.loadFailed')}
              extra={
                <>
                  <ErrorAlert error={error} />
                  <Button type="primary" icon={<Icon name="reload" />} onClick={reload}>
                    {t('actions.retry', { ns: 'common' })}
                  </Button>
                </>
              }
            />
          ) : (
            <Table<AdminUser>
              rowKey="id"
              columns={userColumns({
                t,
                lang,
                sort: query.sort,
                base,
                canEdit: can('update-users'),
              })}
              dataSource={data?.items ?? []}
              loading={loading}
              onChange={onChange}
              locale={{ emptyText: loading ? ' ' : empty }}
              scroll={{ x: 'max-content' }}
              pagination={{
                current: query.page,
                pageSize: query.pageSize,
                total: data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [...PAGE_SIZES],
                showTotal: (total) => t('users.total', { total }),
              }}
            />
          )}
        </Flex>
      </Card>
    </Page>
  );
}
