import React from 'react';
import NotFoundContent from '@site/src/components/NotFoundContent';

// Replaced (not wrapped): the spec gives the 404 page its own text.
export default function NotFoundContentSwizzle({
  className,
}: {
  className?: string;
}) {
  return <NotFoundContent className={className} />;
}
