import { describeModel } from './harness/index.ts';
import { notificationsSpec } from './specs/notifications.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(notificationsSpec, unreachableOf('notifications'));
