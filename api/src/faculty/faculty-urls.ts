// Where a faculty member's page and portrait live (the profile, product pages, structured data).
export const facultyUrl = (slug: string) => `/faculty/${slug}`;
export const portraitUrl = (id: number) => `/api/faculty/${id}/portrait.svg`;
