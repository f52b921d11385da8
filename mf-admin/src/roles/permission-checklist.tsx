import { Card, Checkbox, Col, Flex, Row } from 'antd';
import { PERMISSION_GROUPS, type Permission, type PermissionGroup } from 'shared-api';
import { useAdminT } from '../i18n';

interface PermissionChecklistProps {
  value?: Permission[];
  onChange?: (value: Permission[]) => void;
  disabled?: boolean;
}

const GROUPS = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly Permission[]][];

/**
 * A role's permissions as a grouped checklist (PERMISSION_GROUPS order), each group with a
 * "select all" box; a form control (`value` / `onChange`) for antd's Form.Item.
 */
export function PermissionChecklist({
  value = [],
  onChange,
  disabled = false,
}: PermissionChecklistProps) {
  const { t } = useAdminT();
  const held = new Set(value);
  // Keep the contract's order whatever order the boxes were ticked in.
  const emit = (next: Set<Permission>) =>
    onChange?.(GROUPS.flatMap(([, names]) => names.filter((p) => next.has(p))));

  const toggle = (names: readonly Permission[], on: boolean) => {
    const next = new Set(held);
    for (const p of names) {
      if (on) next.add(p);
      else next.delete(p);
    }
    emit(next);
  };

  return (
    <Row gutter={[12, 12]}>
      {GROUPS.map(([group, names]) => {
        const count = names.filter((p) => held.has(p)).length;
        const groupName = t(`permissions.groups.${group}`);
        return (
          <Col key={group} xs={24} md={12} xl={8}>
            <Card
              size="small"
              title={groupName}
              data-testid={`permission-group-${group}`}
              extra={
                <Checkbox
                  aria-label={t('roles.selectAllOf', { group: groupName })}
                  checked={count === names.length}
                  indeterminate={count > 0 && count < names.length}
                  disabled={disabled}
                  onChange={(e) => toggle(names, e.target.checked)}
                >
                  {t('roles.selectAll')}
                </Checkbox>
              }
            >
              <Flex vertical gap={4}>
                {names.map((p) => (
                  <Checkbox
                    key={p}
                    checked={held.has(p)}
                    disabled={disabled}
                    onChange={(e) => toggle([p], e.target.checked)}
                  >
                    {t(`permissions.names.${p}`)}
                  </Checkbox>
                ))}
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
