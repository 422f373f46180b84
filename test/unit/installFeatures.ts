// What the entry point does first (src/main.ts): the registry's manifests declare the settings,
// their defaults and the style block's rules. Every unit file starts from the defaults.
import { installFeatures } from '../../src/core/featureTable';
import { resetSettingsForTests } from '../../src/core/settings/store';
import { features } from '../../src/modules/registry';

installFeatures(features);
resetSettingsForTests();
