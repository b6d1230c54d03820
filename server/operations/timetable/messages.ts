/** Texts of the timetable import and version API (de default, it), as server/auth/messages.ts does. */
import { serverCatalogue } from '../../catalogue';

const de = {
  'timetable.forbidden': 'Keine Berechtigung: Fahrpläne importieren, aktivieren und zurücksetzen dürfen nur Administratoren und Planer.',
  'timetable.busy': 'Es läuft bereits ein Fahrplanimport ({{fileName}}, gestartet von {{by}}). Bitte warten, bis er abgeschlossen ist.',
  'timetable.notMultipart': 'Erwartet wird ein Formular-Upload (multipart/form-data) mit der GTFS-Datei im Feld „file“.',
  'timetable.noFile': 'Es wurde keine Datei gesendet: bitte die GTFS-ZIP-Datei im Feld „file“ hochladen.',
  'timetable.emptyFile': 'Die Datei ist leer: „{{fileName}}“ hat 0 Byte. Bitte die GTFS-ZIP-Datei des Fahrplans wählen. Es wurde nichts geändert.',
  'timetable.tooLarge': 'Die Datei ist zu groß: höchstens {{limit}} MB sind erlaubt.',
  'timetable.uploadFailed': 'Das Hochladen ist fehlgeschlagen ({{detail}}). Es wurde nichts geändert.',
  'timetable.jobNotFound': 'Diesen Importauftrag gibt es nicht oder nicht mehr (Aufträge werden eine Stunde lang aufbewahrt).',
  'timetable.noTrips': 'Der Feed enthält keine Fahrt mit mindestens zwei Halten. Es wurde nichts geändert.',
  'timetable.importFailed': 'Der Import ist fehlgeschlagen ({{detail}}). Es wurde nichts geändert.',
  'timetable.aborted': 'Der Import wurde abgebrochen, weil der Server beendet wurde. Es wurde nichts geändert.',
  'timetable.versionNotFound': 'Die Fahrplanversion „{{id}}“ gibt es nicht.',
  'timetable.nothingActive': 'Es ist keine Fahrplanversion aktiv, die zurückgesetzt werden könnte.',
  'timetable.noPrevious': 'Vor „{{name}}“ war keine andere Fahrplanversion aktiv: Es gibt keine Version, zu der zurückgekehrt werden kann.',
  'timetable.rollbackTargetChanged': 'Inzwischen wurde der Fahrplan geändert: Das Zurückrollen würde jetzt zu „{{name}}“ führen. Es wurde nichts geändert; bitte erneut prüfen.',
  'timetable.rollbackTargetGone': 'Inzwischen wurde der Fahrplan geändert: Es gibt keine Version mehr, zu der zurückgerollt werden kann. Es wurde nichts geändert.',
  'timetable.zoneDiffers': '„{{name}}“ ist in der Zeitzone {{versionZone}} geplant, die Leitstelle arbeitet in {{operatorZone}}: Alle Züge würden um Stunden versetzt fahren. Nicht aktiviert; zum Aktivieren trotzdem die Zeitzone {{versionZone}} ausdrücklich bestätigen.',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'timetable.forbidden': 'Non autorizzato: solo amministratori e pianificatori possono importare, attivare e ripristinare gli orari.',
  'timetable.busy': 'È già in corso un’importazione dell’orario ({{fileName}}, avviata da {{by}}). Attendere che sia conclusa.',
  'timetable.notMultipart': 'È atteso un caricamento tramite modulo (multipart/form-data) con il file GTFS nel campo «file».',
  'timetable.noFile': 'Non è stato inviato alcun file: caricare il file ZIP GTFS nel campo «file».',
  'timetable.emptyFile': 'Il file è vuoto: «{{fileName}}» ha 0 byte. Scegliere il file ZIP GTFS dell’orario. Non è stato modificato nulla.',
  'timetable.tooLarge': 'Il file è troppo grande: sono ammessi al massimo {{limit}} MB.',
  'timetable.uploadFailed': 'Il caricamento non è riuscito ({{detail}}). Non è stato modificato nulla.',
  'timetable.jobNotFound': 'Questa importazione non esiste o non esiste più (le importazioni vengono conservate per un’ora).',
  'timetable.noTrips': 'Il feed non contiene alcuna corsa con almeno due fermate. Non è stato modificato nulla.',
  'timetable.importFailed': 'L’importazione non è riuscita ({{detail}}). Non è stato modificato nulla.',
  'timetable.aborted': 'L’importazione è stata interrotta perché il server è stato arrestato. Non è stato modificato nulla.',
  'timetable.versionNotFound': 'La versione dell’orario «{{id}}» non esiste.',
  'timetable.nothingActive': 'Non c’è alcuna versione dell’orario attiva da ripristinare.',
  'timetable.noPrevious': 'Prima di «{{name}}» non era attiva nessun’altra versione dell’orario: non esiste una versione a cui tornare.',
  'timetable.rollbackTargetChanged': 'Nel frattempo l’orario è stato modificato: ora si tornerebbe a «{{name}}». Non è stato modificato nulla; verificare di nuovo.',
  'timetable.rollbackTargetGone': 'Nel frattempo l’orario è stato modificato: non c’è più una versione a cui tornare. Non è stato modificato nulla.',
  'timetable.zoneDiffers': '«{{name}}» è pianificato nel fuso orario {{versionZone}}, la centrale opera in {{operatorZone}}: tutti i treni circolerebbero sfasati di ore. Non attivato; per attivarlo comunque confermare espressamente il fuso orario {{versionZone}}.',
};

const texts = serverCatalogue(de, it);

export type TimetableMessageKey = keyof typeof de;

export const timetableText = texts.text;

/** The message keys per language, for the catalogue completeness test. */
export const timetableMessageKeys = texts.keys;
