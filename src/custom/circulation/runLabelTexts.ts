/**
 * The labels of a run's values, as the i18next namespace 'runLabels': its status (specification
 * point 4), what a delay's colour means (said in words), its measures and reroute kinds. Value
 * families are flat keys (status.<RunStatus>, delayClass.<DelayClass>, measure.<MeasureType>,
 * reroute.<RerouteKind>), read with runLabels.label(). Apart from the circulation list's texts
 * (messages.ts): the control centre's sidebar and map show them without the rest (issue 15).
 */
import { definePageTexts } from '../../providers/i18n/pageTexts';

/** Status labels (specification point 4), what a delay's colour means (said in words), measures. */
const labelsDe = {
  'status.onTime': 'Pünktlich',
  'status.delayed': 'Verspätet',
  'status.cancelled': 'Ausgefallen',
  'status.diverted': 'Umgeleitet',
  'status.inService': 'In Fahrt',
  'status.outOfService': 'Außer Betrieb',
  'delayClass.early': 'zu früh',
  'delayClass.onTime': 'pünktlich',
  'delayClass.slightlyLate': 'leicht verspätet',
  'delayClass.late': 'verspätet',
  'measure.cancel': 'Ausfall',
  'measure.delay': 'Verspätung',
  'measure.reroute': 'Umleitung',
  'measure.assignVehicle': 'Fahrzeugzuweisung',
  // Issue 14: connection decisions (a hold is the departing run's) and platform changes.
  'measure.hold': 'Anschluss halten',
  'measure.breakConnection': 'Anschluss aufgeben',
  'measure.platformChange': 'Gleiswechsel',
  'reroute.divert': 'Umleitung',
  'reroute.skipStops': 'Halte auslassen',
  'reroute.shortTurn': 'Vorzeitige Wende',
};

const labelsIt: Record<keyof typeof labelsDe, string> = {
  'status.onTime': 'In orario',
  'status.delayed': 'In ritardo',
  'status.cancelled': 'Soppresso',
  'status.diverted': 'Deviato',
  'status.inService': 'In corsa',
  'status.outOfService': 'Fuori servizio',
  'delayClass.early': 'in anticipo',
  'delayClass.onTime': 'puntuale',
  'delayClass.slightlyLate': 'leggero ritardo',
  'delayClass.late': 'in ritardo',
  'measure.cancel': 'Soppressione',
  'measure.delay': 'Ritardo',
  'measure.reroute': 'Deviazione',
  'measure.assignVehicle': 'Assegnazione veicolo',
  'measure.hold': 'Attesa coincidenza',
  'measure.breakConnection': 'Coincidenza non garantita',
  'measure.platformChange': 'Cambio binario',
  'reroute.divert': 'Deviazione',
  'reroute.skipStops': 'Salto fermate',
  'reroute.shortTurn': 'Limitazione di percorso',
};

export const runLabels = definePageTexts('runLabels', labelsDe, labelsIt);
