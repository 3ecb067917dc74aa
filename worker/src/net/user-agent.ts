/** The product token robots.txt rules are matched against. */
export const ROBOTS_AGENT = 'VelaBot';
/** Sent with every request so site owners can tell who is reading and why. */
export const USER_AGENT = `${ROBOTS_AGENT}/1.0 (+https://vela.ai/bot; Vela AI chatbot training)`;
