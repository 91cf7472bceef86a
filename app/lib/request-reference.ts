import { createContext, useContext } from 'react';

// The id of the request a page was made for, given by the server's render: an error page shows it as
// a reference a learner can quote to support, who finds both processes' log lines by it. The browser
// has none of its own; the error page keeps the server's text when it takes the page over.
export const RequestReferenceContext = createContext<string | null>(null);
export const useRequestReference = () => useContext(RequestReferenceContext);
