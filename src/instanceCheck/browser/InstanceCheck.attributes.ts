/** Marks the form InstanceCheck.tsx renders; its behaviour finds the form by it. */
export const INSTANCE_CHECK_FORM = 'data-instance-check';
