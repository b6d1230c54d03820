/**
 * The saved corridors as the picker offers them, and saving the corridor shown / deleting a
 * saved one (with confirmation and a toast) over the data hook useCorridors.
 */
import { useNotify } from 'react-admin';
import type { DiagramData } from '../../shared/operations/timeDistance';
import type { SavedCorridor } from '../../shared/operations/timeDistanceApi';
import type { Lang } from '../../shared/resource/types';
import { useConfirm } from '../../ui/ConfirmProvider';
import type { CorridorChoice } from './CorridorPicker';
import { useCorridors } from './data/useCorridors';
import { tdTexts } from './messages';

export function useCorridorChoices(data: DiagramData | null, lang: Lang) {
  const store = useCorridors();
  const { confirm } = useConfirm();
  const notify = useNotify();
  const choices: CorridorChoice[] = store.corridors.map((c) => ({ id: c.id, name: c.name, shared: c.shared, mine: c.editable }));

  const save = async (name: string, shared: boolean): Promise<SavedCorridor> => {
    if (!data) throw new Error('no corridor');
    const saved = await store.save({ name, shared, stationKeys: data.corridor.stations.map((s) => s.key), lineId: data.corridor.lineId });
    notify(tdTexts.text(lang, 'corridorSavedToast', { name: saved.name }), { type: 'success' });
    return saved;
  };

  /** True when it was deleted. */
  const remove = async (c: CorridorChoice): Promise<boolean> => {
    const { confirmed } = await confirm({
      title: tdTexts.text(lang, 'deleteCorridor'),
      description: tdTexts.text(lang, 'deleteCorridorText', { name: c.name }),
      confirmText: tdTexts.text(lang, 'delete'),
      cancelText: tdTexts.text(lang, 'cancel'),
      onConfirm: () => store.remove(c.id),
    });
    if (confirmed) notify(tdTexts.text(lang, 'corridorDeletedToast', { name: c.name }), { type: 'success' });
    return confirmed;
  };

  return { choices, save, remove };
}
