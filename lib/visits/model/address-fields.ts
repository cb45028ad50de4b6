/** The booking form's address limits, without zod: the form's inputs stop typing there, the schema refuses more. */
export const addressMaxLength = { street: 120, suburb: 60 } as const;
