class rdt (
  Rdt::Point $origin,
  Rdt::Range $span,
  Optional[Rdt::Point] $other = undef,
) {
  notify { 'origin':
    message => $origin,
  }
  notify { 'span':
    message => $span,
  }
  notify { 'list':
    message => [$origin, $span.to_a],
  }
  notice("${origin.x} ${span.size} ${other}")
}
