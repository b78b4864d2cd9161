import { Fragment } from 'react';

/** An amount with its currency ("AUD 1,234.50", "USD 0.20") or a rate ("1.5%"): kept on one line. */
const NUMBER = /([A-Z]{3}\s[\d,]+(?:\.\d+)?|[\d,]+(?:\.\d+)?\s?%)/g;

/**
 * A text whose amounts and rates never wrap in the middle (a 390 px phone broke "AUD" from "20.30"): each one is
 * kept whole, the words around it wrap as usual. The text reads the same to assistive technology.
 */
export function NoWrapNumbers({ text }: { text: string }) {
  const parts = text.split(NUMBER);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="pay-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
