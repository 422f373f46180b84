/** 'colourPicker', the form: drawn into the footer's opened editor (see ../colourPicker/entry.ts). */
import { defineModule } from '../../../core/module';
import { mount } from '../../../ui/mount';
import { ColourPicker } from './ColourPicker';
import { manifest } from './manifest';

export const EDITOR_BODY = '.hohColourPicker > .hohColourPickerBody';

export default defineModule({
  ...manifest,
  run(ctx) {
    const body = document.querySelector(EDITOR_BODY);
    if (body) mount(<ColourPicker />, body, ctx.signal);
  },
});
