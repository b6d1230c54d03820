/**
 * The custom validation rules of specification point 5, added to yup's generic
 * schema. Messages are i18n keys with arguments (see messages.ts), translated by
 * the caller into the user's language.
 */
import * as yup from 'yup';
import { DATE_MAX, DATE_MIN, dayOf, isEmpty, secondsOfDay, toDate } from './dates';

export interface ErrorMessage {
  message: string;
  args?: Record<string, unknown>;
}

type Bound = unknown; // a literal value or a yup.ref(...)

declare module 'yup' {
  interface MixedSchema {
    validDate(): this;
    requiredDate(): this;
    minDate(min: Bound): this;
    maxDate(max: Bound): this;
    minTime(min: Bound): this;
    maxTime(max: Bound): this;
  }
}

// yup does not export its Reference class; references carry this marker.
function isRef(bound: Bound): bound is yup.Reference {
  return typeof bound === 'object' && bound !== null && (bound as { __isYupRef?: boolean }).__isYupRef === true;
}

function resolve(ctx: yup.TestContext, bound: Bound): unknown {
  return isRef(bound) ? ctx.resolve(bound) : bound;
}

function fail(ctx: yup.TestContext, message: string, args?: Record<string, unknown>) {
  return ctx.createError({ message: { message, args } as unknown as string });
}

let installed = false;

/** Adds the rules to yup once; safe to call from every module that needs them. */
export function installYupRules(): void {
  if (installed) return;
  installed = true;

  // Date validity: empty passes; otherwise a real calendar date within the picker's range.
  yup.addMethod(yup.mixed, 'validDate', function validDate() {
    return this.test('validDate', function (value) {
      if (isEmpty(value)) return true;
      const day = dayOf(value);
      if (!day) return fail(this, 'validation.date.invalid');
      if (day < DATE_MIN || day > DATE_MAX) return fail(this, 'validation.date.range');
      return true;
    });
  });

  // Required date: empty fails.
  yup.addMethod(yup.mixed, 'requiredDate', function requiredDate() {
    return this.test('requiredDate', function (value) {
      return isEmpty(value) ? fail(this, 'validation.date.required') : true;
    });
  });

  // Minimum date: empty passes; an invalid date fails; not before the (referenced) minimum.
  yup.addMethod(yup.mixed, 'minDate', function minDate(min: Bound) {
    return this.test('minDate', function (value) {
      if (isEmpty(value)) return true;
      const day = dayOf(value);
      if (!day) return fail(this, 'validation.date.invalid');
      const minDay = dayOf(resolve(this, min));
      if (!minDay) return true; // no usable minimum (e.g. the other field is still empty)
      return day < minDay ? fail(this, 'validation.date.min', { min: minDay }) : true;
    });
  });

  // Maximum date: empty passes; not after the (referenced) maximum.
  yup.addMethod(yup.mixed, 'maxDate', function maxDate(max: Bound) {
    return this.test('maxDate', function (value) {
      if (isEmpty(value)) return true;
      const day = dayOf(value);
      if (!day) return fail(this, 'validation.date.invalid');
      const maxDay = dayOf(resolve(this, max));
      if (!maxDay) return true;
      return day > maxDay ? fail(this, 'validation.date.max', { max: maxDay }) : true;
    });
  });

  // Minimum / maximum time of day: compares hours, minutes and seconds only.
  yup.addMethod(yup.mixed, 'minTime', function minTime(min: Bound) {
    return this.test('minTime', function (value) {
      if (isEmpty(value)) return true;
      const s = secondsOfDay(value);
      if (s === null) return fail(this, 'validation.time.invalid');
      const bound = resolve(this, min);
      const b = secondsOfDay(bound);
      if (b === null) return true;
      return s < b ? fail(this, 'validation.time.min', { min: formatBound(bound) }) : true;
    });
  });

  yup.addMethod(yup.mixed, 'maxTime', function maxTime(max: Bound) {
    return this.test('maxTime', function (value) {
      if (isEmpty(value)) return true;
      const s = secondsOfDay(value);
      if (s === null) return fail(this, 'validation.time.invalid');
      const bound = resolve(this, max);
      const b = secondsOfDay(bound);
      if (b === null) return true;
      return s > b ? fail(this, 'validation.time.max', { max: formatBound(bound) }) : true;
    });
  });
}

function formatBound(bound: unknown): string {
  if (typeof bound === 'string') return bound;
  if (bound instanceof Date) return bound.toTimeString().slice(0, 8);
  return String(bound);
}

/** A date is valid for the pickers (1900-01-01..2099-12-31). */
export function isWithinPickerRange(value: unknown): boolean {
  const d = toDate(value);
  const day = d && dayOf(d);
  return !!day && day >= DATE_MIN && day <= DATE_MAX;
}
