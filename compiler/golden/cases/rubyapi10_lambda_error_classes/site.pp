# What a failure inside a Puppet lambda arrives as in the Ruby function that called it (yield):
# Puppet's evaluator raises every failure of the lambda's body again as Puppet::PreformattedError
# (fail(), a Ruby function's ArgumentError, Puppet::Error or Puppet::ParseError, a type mismatch,
# an unknown variable under strict), a lookup's error stays Puppet::DataBinding::LookupError.
notify { 'classes':
  message => le::guard(['ok', 'fail', 'arg', 'puppet', 'parse', 'type', 'div', 'lookup']) |$k| {
    case $k {
      'fail': { fail('no') }
      'arg', 'puppet', 'parse': { le::boom($k) }
      'type': { Integer($k) }
      'div': { 1 / 0 }
      'lookup': { lookup('no::such::key') }
      default: { $k }
    }
  },
}
