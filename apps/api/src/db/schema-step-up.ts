/** New-address verification tickets, authenticators and social identities (module step-up). */
export interface StepUpTables {}
