import { useMutation } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { exportAdminListMutationOptions, type AdminExportList } from 'shared-api';
import { ErrorAlert } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { toApiQuery, type ListState } from './list-query';

interface ExportButtonProps<S extends string, F extends string> {
  /** Which list: its export answers at `<list path>/export`. */
  list: AdminExportList;
  /** The screen's current URL state: the export takes its filters, search and sort. */
  query: ListState<S, F>;
}

/** Hands the browser a file to save, as a download link would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Export CSV" for a list's filter bar: every row the screen's filters select (not just the page
 * shown), streamed by the server with the list's permission; a failure shows under the button.
 */
export function ExportButton<S extends string, F extends string>({
  list,
  query,
}: ExportButtonProps<S, F>) {
  const { t } = useAdminT();
  const download = useMutation({
    ...exportAdminListMutationOptions(),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return (
    <Flex vertical gap={8} align="flex-end">
      <Button
        icon={<Icon name="download" />}
        loading={download.isPending}
        disabled={download.isPending}
        onClick={() => download.mutate({ list, query: toApiQuery(query) })}
      >
        {t('list.export')}
      </Button>
      <ErrorAlert error={download.error} />
    </Flex>
  );
}
