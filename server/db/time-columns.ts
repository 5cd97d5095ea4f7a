import type { ColumnType } from 'kysely';

/** A timestamp column always written by the app (from its clock), never by a DB default. */
export type Time = ColumnType<Date, Date, Date>;
/** A timestamp that stays null until something happens (used, revoked, verified…). */
export type OptionalTime = ColumnType<Date | null, Date | null | undefined, Date | null>;
