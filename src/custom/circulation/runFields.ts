/**
 * The GraphQL selections of a run (docs/operations-contract.md), shared by the circulation list's
 * calls (api.ts) and the control centre's sidebar, which needs them without the list's calls.
 */
export const MEASURE_FIELDS = 'id type rerouteKind reasonId reasonName comment createdBy createdAt';

/** Every RunRow field the list and its dialogs use (positions for the map are left out). */
export const RUN_ROW_FIELDS = `id operatingDay trainNumber lineId lineNumber lineColor lineTextColor vehicleCount
  destination delayS status location distanceM nextStation vehicleType occupancy measure { ${MEASURE_FIELDS} }
  comment turnaroundS tripId circulationId vehicleNumbers origin direction plannedDeparture plannedArrival phase
  moving updatedAt`;

export const STOP_FIELDS = `seq stopId stationId name km platform plannedPlatform plannedArrival plannedDeparture expectedArrival
  expectedDeparture passed skipped pickup dropOff`;

export const RUN_DETAIL_FIELDS = `${RUN_ROW_FIELDS} stops { ${STOP_FIELDS} } measures { ${MEASURE_FIELDS} }`;
