import { useCallback, useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useConfirm } from '../ui';
import type { LeitstelleDataProvider, RecordVersion } from '../providers/data/types';
import { useDeclaration } from './context';
import { recordTitle } from '../shared/resource/representation';
import { fieldOf } from './declarationUtils';
import { decodeChangeValue, formatStored, formatValue } from './format';
import { systemFieldLabels } from './messages';
import { useLang } from './useLang';

function ChangeList({ version }: { version: RecordVersion }) {
  const { decl } = useDeclaration();
  const lang = useLang();
  const translate = useTranslate();
  if (!version.changes.length) return <em>{translate('gen.versions.noChanges')}</em>;
  const empty = translate('gen.versions.emptyValue');
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {version.changes.map((c) => {
        const field = fieldOf(decl, c.field);
        const label = field?.label[lang] ?? systemFieldLabels[lang][c.field] ?? c.field;
        const from = formatValue(field, decodeChangeValue(c.from), lang) ?? empty;
        const to = formatValue(field, decodeChangeValue(c.to), lang) ?? empty;
        return (
          <li key={c.field}>
            <strong>{label}</strong>: {from} → {to}
          </li>
        );
      })}
    </ul>
  );
}

/** Lists the versions of the current record and restores one (as a new version). */
export function VersionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { decl } = useDeclaration();
  const record = useRecordContext();
  const dataProvider = useDataProvider<LeitstelleDataProvider>();
  const translate = useTranslate();
  const { confirm } = useConfirm();
  const notify = useNotify();
  const refresh = useRefresh();
  const lang = useLang();
  const titleId = useId();
  const [versions, setVersions] = useState<RecordVersion[] | null>(null);
  const [error, setError] = useState(false);
  const id = record?.id;
  // Restoring writes a new version: only for users who may edit (same rule as the server).
  const { canAccess: canRestore } = useCanAccess({ resource: decl.path, action: 'edit', record });

  const load = useCallback(async () => {
    if (id === undefined) return;
    setError(false);
    try {
      const { data } = await dataProvider.getVersions(decl.path, { id });
      setVersions(data);
    } catch {
      setError(true);
    }
  }, [dataProvider, decl.path, id]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const restore = async (v: RecordVersion) => {
    const { confirmed } = await confirm({
      title: translate('gen.versions.restoreTitle', { version: v.version }),
      description: translate('gen.versions.restoreText', { version: v.version }),
      confirmText: translate('gen.action.restore'),
      cancelText: translate('gen.action.cancel'),
      onConfirm: () =>
        dataProvider.restoreVersion(decl.path, {
          id: id!,
          version: v.version,
          expectedVersion: typeof record?.version === 'number' ? record.version : undefined,
        }),
    });
    if (!confirmed) return;
    notify('gen.versions.restored', { type: 'info', messageArgs: { version: v.version } });
    refresh();
    void load();
  };

  const title = translate('gen.versions.title', { title: recordTitle(decl, record) || String(id ?? '') });
  const op = (o: string) => translate(`gen.versions.op.${o}`, { _: o });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{translate('gen.versions.loadError')}</Alert>}
        {!error && !versions && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {versions && versions.length === 0 && <Alert severity="info">{translate('gen.versions.empty')}</Alert>}
        {versions && versions.length > 0 && (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('gen.versions.version')}</TableCell>
                <TableCell>{translate('gen.versions.operation')}</TableCell>
                <TableCell>{translate('gen.versions.changedBy')}</TableCell>
                <TableCell>{translate('gen.versions.changedAt')}</TableCell>
                <TableCell>{translate('gen.versions.changes')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.map((v) => {
                const isCurrent = v.version === record?.version;
                return (
                  <TableRow key={v.version}>
                    <TableCell>
                      {v.version}
                      {isCurrent ? ` (${translate('gen.versions.current')})` : ''}
                    </TableCell>
                    <TableCell>{op(v.operation)}</TableCell>
                    <TableCell>{v.changedBy ?? ''}</TableCell>
                    <TableCell>{formatStored(v.changedAt, lang)}</TableCell>
                    <TableCell>
                      <ChangeList version={v} />
                    </TableCell>
                    <TableCell>
                      {canRestore && !isCurrent && v.operation !== 'delete' && (
                        <Button
                          size="small"
                          startIcon={<RestoreIcon />}
                          onClick={() => void restore(v)}
                          aria-label={`${translate('gen.action.restore')}: ${translate('gen.versions.version')} ${v.version}`}
                        >
                          {translate('gen.action.restore')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('gen.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
