/**
 * Phases of a notary project (project.project_phase, spec §3 lists the field without codes). Not one of the
 * 28 field types, but labelled the same way (enum.ProjectPhase.<CODE>) so a phase never reaches a visitor as
 * its code; a phase not in this list shows nothing (spec §5).
 */
export const PROJECT_PHASE = ['PLANNING', 'UNDER_CONSTRUCTION', 'COMPLETED'] as const;
