import type { ActorRefFrom } from 'xstate';
import type { stepUpMachine } from './machines/auth/step-up.machine.ts';
import { systemIds } from './machines/ids.ts';
import { provideStepUpMachine } from './services/step-up.services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The step-up dialog's actor, a child of the root system that joins with the signed-in app shell
 * (its dialog is there), so the public pages never download it. From then on a call the server
 * refuses for want of a step-up asks this actor, then is sent again with the token.
 */
rootActor.send({ type: 'stepUp.attach', logic: provideStepUpMachine(authServices.http) });
export const stepUpActor = child<ActorRefFrom<typeof stepUpMachine>>(systemIds.stepUp);
authServices.stepUp.attach(stepUpActor);
