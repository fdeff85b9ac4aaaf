/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
export interface TwilioError {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export const twilioError = (status: number, code: number, message: string): TwilioError => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/** The documented errors the stand-in answers with (https://www.twilio.com/docs/api/errors). */
export const TWILIO_ERRORS = {
  authenticate: twilioError(401, 20003, 'Authenticate'),
  invalidTo: (to: string) => twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`),
  channelPair: twilioError(
    400,
    21910,
    "Invalid 'From' and 'To' pair. 'From' and 'To' should be of the same channel",
  ),
  toRequired: twilioError(400, 21604, "A 'To' phone number is required."),
  bodyRequired: twilioError(400, 21602, 'Message body is required.'),
  fromRequired: twilioError(400, 21603, "A 'From' phone number is required."),
  unsubscribed: twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'),
  contentVariables: twilioError(400, 21656, 'The ContentVariables Parameter is invalid'),
  tooManyRequests: twilioError(429, 20429, 'Too Many Requests'),
  internal: twilioError(500, 20500, 'Internal Server Error'),
  unavailable: twilioError(503, 20503, 'Service Unavailable'),
} as const;
