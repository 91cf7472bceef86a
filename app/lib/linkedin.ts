/** What LinkedIn's 'Add to profile' form is filled with for a certificate. */
export type LinkedInCertification = {
  name: string;
  organizationName: string;
  issuedAt: string;
  certificateNumber: string;
  certificateUrl: string;
};

/**
 * LinkedIn's add-to-profile address for a certification: the learner lands on the form with the
 * name, organisation, issue year and month, id and address already filled in.
 */
export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const issued = new Date(certification.issuedAt);
  const url = new URL('https://www.linkedin.com/profile/add');
  url.searchParams.set('startTask', 'CERTIFICATION_NAME');
  url.searchParams.set('name', certification.name);
  url.searchParams.set('organizationName', certification.organizationName);
  url.searchParams.set('issueYear', String(issued.getUTCFullYear()));
  url.searchParams.set('issueMonth', String(issued.getUTCMonth() + 1));
  url.searchParams.set('certId', certification.certificateNumber);
  url.searchParams.set('certUrl', certification.certificateUrl);
  return url.toString();
}
