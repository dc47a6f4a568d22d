'use client';

import * as React from 'react';

/**
 * True for a dialog that was asked open before its code had loaded (`lazyDialog`): the first `Dialog` (or
 * `FormDialog`) below it starts open. Dialogs reset it to false for what they contain.
 */
export const OpenOnMount = React.createContext(false);
