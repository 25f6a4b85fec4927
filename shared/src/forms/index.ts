/** Form problems: what a failed submit or a client-side check means for a form's fields and the form itself. */
export { compact, noProblems, problemsFrom, type FieldProblems, type FormProblems } from './form-problems';
