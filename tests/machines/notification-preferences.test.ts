import { describeModel } from './harness/index.ts';
import { notificationPreferencesSpec } from './specs/notification-preferences.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(notificationPreferencesSpec, unreachableOf('notification-preferences'));
