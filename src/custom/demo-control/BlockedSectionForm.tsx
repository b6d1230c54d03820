/** Inject a blocked section: line, section (two adjacent stations of its routes), duration. */
import { useMemo, useState } from 'react';
import { MenuItem } from '@mui/material';
import { SelectField } from '../../ui/inputs/SelectField';
import Block from '@mui/icons-material/Block';
import { usePageText } from '../../providers/i18n/usePageText';
import { injectBlockedSection } from './api';
import { InjectionCard, MinutesField, useInjection } from './InjectionCard';
import { demoTexts } from './messages';
import { lineSections, MAX_BLOCK_MINUTES, parseMinutes } from './sections';
import { useNetwork } from './useSimulation';

export function BlockedSectionForm() {
  const { t } = usePageText(demoTexts);
  const network = useNetwork();
  const { busy, error, run } = useInjection();
  const [lineId, setLineId] = useState('');
  const [sectionKey, setSectionKey] = useState('');
  const [minutes, setMinutes] = useState('20');
  const sections = useMemo(() => (network.data && lineId ? lineSections(network.data, lineId) : []), [network.data, lineId]);
  const section = sections.find((s) => s.key === sectionKey) ?? null;
  const mins = parseMinutes(minutes, MAX_BLOCK_MINUTES);

  const submit = () => {
    if (!section || mins === null) return;
    void run(
      () => injectBlockedSection(lineId, section.fromStopId, section.toStopId, mins),
      () => t('blockDone', { from: section.fromName, to: section.toName, minutes: mins }),
    );
  };

  return (
    <InjectionCard
      id="demo-block" title={t('blockTitle')} intro={t('blockIntro')} submitLabel={t('blockSubmit')} submitIcon={<Block />}
      canSubmit={Boolean(section) && mins !== null} busy={busy} onSubmit={submit} error={error}
      loadError={{ error: network.error, retry: () => void network.refetch() }}
    >
      <SelectField
        label={t('line')} value={lineId} size="small"
        onChange={(e) => { setLineId(e.target.value); setSectionKey(''); }}
        helperText={lineId ? ' ' : t('chooseLine')}
      >
        {(network.data?.lines ?? []).map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.lineNumber} · {l.name}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        label={t('section')} value={sectionKey} size="small" disabled={!lineId}
        onChange={(e) => setSectionKey(e.target.value)} helperText={lineId && !sectionKey ? t('chooseSection') : ' '}
      >
        {sections.map((s) => (
          <MenuItem key={s.key} value={s.key}>
            {t('sectionValue', { from: s.fromName, to: s.toName })}
          </MenuItem>
        ))}
      </SelectField>
      <MinutesField value={minutes} onChange={setMinutes} max={MAX_BLOCK_MINUTES} />
    </InjectionCard>
  );
}
