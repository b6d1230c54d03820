/**
 * Contacts of a run until a crew roster exists (pure, deterministic): every circulation gets a
 * driver from a fixed pool of names and phone numbers (the same driver for all runs of the
 * circulation, as in a duty), a run with two coupled vehicles also a guard, and every run the
 * operations control room and the depot of its line. The same run always gets the same people.
 * The control contacts' names are texts of the caller's language; the people's names are names.
 */
import type { RunContactRole } from '../../../src/shared/operations/contacts';
import type { Lang } from '../../../src/shared/resource/types';
import { ccServerText } from './messages';

export interface RosterContact {
  id: string;
  role: RunContactRole;
  name: string;
  phone: string;
  note: string;
}

const FIRST = ['Anna', 'Bernd', 'Chiara', 'Daniel', 'Elena', 'Florian', 'Giulia', 'Hannes', 'Ines', 'Jonas', 'Katrin', 'Lorenz', 'Marta', 'Niklas', 'Olga', 'Paolo', 'Regina', 'Stefan', 'Tanja', 'Valentin'];
const LAST = ['Amann', 'Brunner', 'Costa', 'Demetz', 'Egger', 'Fischer', 'Gruber', 'Hofer', 'Innerhofer', 'Kofler', 'Lanz', 'Mair', 'Noflatscher', 'Oberhofer', 'Pichler', 'Rossi', 'Schmid', 'Thaler', 'Unterweger', 'Weber'];

/** FNV-1a: a stable small hash of a text (the pool index must not change between releases). */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function person(seed: string): { name: string; phone: string } {
  const h = stableHash(seed);
  const name = `${FIRST[h % FIRST.length]} ${LAST[Math.floor(h / FIRST.length) % LAST.length]}`;
  // Service mobiles of the operator: +49 151 2xxx xxxx, seven digits from the hash.
  const digits = String(1_000_000 + (Math.floor(h / 400) % 9_000_000)).padStart(7, '0');
  return { name, phone: `+49 151 2${digits.slice(0, 3)} ${digits.slice(3)}` };
}

export interface RosterRun {
  id: string;
  tripId: string;
  circulationId: string | null;
  lineId: string;
  lineNumber: string;
  vehicleCount: number;
}

/** Operations control room: one number for every run. */
export const OPERATIONS_PHONE = '+49 721 6107 5000';

export function rosterContacts(run: RosterRun, lang: Lang = 'de'): RosterContact[] {
  // A duty covers the circulation; a run without one is its own duty.
  const duty = run.circulationId ?? `trip:${run.tripId}`;
  const out: RosterContact[] = [];
  const driver = person(`driver|${duty}`);
  out.push({ id: `roster:${run.id}:driver`, role: 'driver', ...driver, note: '' });
  if (run.vehicleCount >= 2) {
    const guard = person(`guard|${duty}`);
    out.push({ id: `roster:${run.id}:guard`, role: 'guard', ...guard, note: '' });
  }
  out.push({ id: `roster:${run.id}:operations`, role: 'operations', name: ccServerText(lang, 'cc.roster.operations'), phone: OPERATIONS_PHONE, note: '' });
  const depotExt = 5100 + (stableHash(`depot|${run.lineId}`) % 90);
  out.push({ id: `roster:${run.id}:depot`, role: 'depot', name: ccServerText(lang, 'cc.roster.depot', { line: run.lineNumber }), phone: `+49 721 6107 ${depotExt}`, note: '' });
  return out;
}
