import { tabAtom } from '~/components/tab-atom.client.ts';

import { WIZARD_KEY, type WizardState } from './wizard-state.ts';

/** The valuation wizard's progress, kept in this tab so a reload or Back resumes it. */
export const wizardAtom = tabAtom<WizardState | null>(WIZARD_KEY, null);
