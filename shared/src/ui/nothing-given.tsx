import { Result } from './lite';
import { LocaleLink } from './locale-link';

export interface NothingGivenProps {
  /** What is missing, in the buyer's words ("No order was given"). */
  title: string;
  /** Where one is chosen (written without the locale prefix) and the link's text. */
  to: string;
  linkText: string;
}

/**
 * A page opened without what it is about (/order-detail without ?orderNumber, a bookmark cut
 * short): says so and leads to where the buyer picks one, instead of an empty page or a skeleton
 * that never ends.
 */
export function NothingGiven({ title, to, linkText }: NothingGivenProps) {
  return (
    <Result
      status="info"
      data-testid="nothing-given"
      title={title}
      extra={
        <LocaleLink to={to} className="ml-btn ml-btn-primary" data-testid="nothing-given-link">
          {linkText}
        </LocaleLink>
      }
    />
  );
}
