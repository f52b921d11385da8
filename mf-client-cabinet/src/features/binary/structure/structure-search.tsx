import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { searchBinaryTree, type BinarySearchResult } from 'shared-api';
import { ErrorAlert } from 'shared-ui';
import { useCabinetT } from '../../../i18n';

/**
 * Finds a descendant by login (prefix). An exact match opens at once; otherwise the matches are
 * listed to pick from.
 */
export function StructureSearch({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useCabinetT();
  const [results, setResults] = useState<BinarySearchResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const search = async (text: string) => {
    const login = text.trim();
    setError(null);
    if (!login) {
      setResults(null);
      return;
    }
    setSearching(true);
    try {
      const found = await searchBinaryTree(login);
      const exact = found.find((r) => r.login.toLowerCase() === login.toLowerCase());
      if (exact) {
        setResults(null);
        onOpen(exact.id);
      } else {
        setResults(found);
      }
    } catch (failure: unknown) {
      setError(failure);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Flex vertical gap={8} style={{ maxWidth: 420 }}>
      <Input.Search
        aria-label={t('binary.structure.search')}
        placeholder={t('binary.structure.search')}
        allowClear
        loading={searching}
        enterButton
        onSearch={(value) => void search(value)}
      />
      <ErrorAlert error={error} />
      {results && results.length === 0 && (
        <Typography.Text type="secondary">{t('binary.structure.notFound')}</Typography.Text>
      )}
      {results && results.length > 0 && (
        <Flex wrap gap={4} data-testid="search-results">
          {results.map((r) => (
            <Button key={r.id} size="small" onClick={() => onOpen(r.id)}>
              {t('binary.structure.result', { login: r.login, depth: r.depth })}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
