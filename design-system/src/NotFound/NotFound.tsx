import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { Container } from '../Container';
import { EmptyState } from '../EmptyState';
import { SearchIcon } from '../icons';
import { Link } from '../Link';
import { type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  title: { id: 'ds.notFound.title', defaultMessage: 'Page not found' },
  description: {
    id: 'ds.notFound.description',
    defaultMessage:
      'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
  },
  home: { id: 'ds.notFound.home', defaultMessage: 'Go to the home page' },
});

export interface NotFoundProps extends StyleProps {
  /** Where "Go to the home page" leads. */
  homeHref: string;
}

/** The screen for an unknown address. */
export function NotFound({ homeHref, className, style }: NotFoundProps) {
  const intl = useIntl();
  return (
    <Container width="narrow" className={className} style={style}>
      <EmptyState
        headingLevel={1}
        icon={<SearchIcon size="large" />}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        action={
          <Link href={homeHref} appearance="primary">
            {intl.formatMessage(messages.home)}
          </Link>
        }
      />
    </Container>
  );
}
