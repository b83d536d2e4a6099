/** Who is refused the libraries' administration is told which library (Admins only). */
export const TRAINING_ADMIN_REFUSED = 'Only Admins can manage the Training Library.';
export const FORMS_ADMIN_REFUSED = 'Only Admins can manage Corporate Forms.';
