import { defineTranslations } from 'shared-ui';
import { shellLocales } from './locales';

/** The shell's namespace; registered when this module loads, before the panel can render. */
export const SHELL_NS = 'shell';
export const useShellT = defineTranslations(SHELL_NS, shellLocales);
