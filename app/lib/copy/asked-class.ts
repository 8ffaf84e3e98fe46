// "A class you asked for is open": the message's subject, which the console also shows before sending.

export const askedClassSubject = (courseTitle: string) => `A class you asked for is open: “${courseTitle}”`;
