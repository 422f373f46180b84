/** 'colourPicker', the form: drawn into the footer's opened editor (see ../colourPicker/entry.ts). */
import { defineModule } from '../../../core/module';
import { mount } from '../../../ui/mount';
import { addUiStyles } from '../../../ui/UiStyles';
import { ColourPicker, colourPickerCss } from './ColourPicker';
import { manifest } from './manifest';

export const EDITOR_BODY = '.hohColourPicker > .hohColourPickerBody';
const STYLE_ID = 'hohColourEditorStyle';

export default defineModule({
  ...manifest,
  run(ctx) {
    const body = document.querySelector(EDITOR_BODY);
    if (!body) return;
    // The form's rules, after the kit's.
    addUiStyles();
    ctx.addStyle(STYLE_ID, colourPickerCss);
    mount(<ColourPicker />, body, ctx.signal);
  },
});
