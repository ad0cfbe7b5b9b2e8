import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/store';
import { layoutReset, settingsChanged, settingsOf, writeLayoutSettings } from './layoutSlice';

/** Persists the layout settings under the layout-config key whenever they change. */
export function registerLayoutListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(settingsChanged, layoutReset),
    effect: (_action, api) => {
      writeLayoutSettings(settingsOf(api.getState().layout));
    },
  });
}
