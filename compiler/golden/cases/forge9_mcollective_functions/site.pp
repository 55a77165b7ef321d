# choria-io/puppet-mcollective: mcollective::crontimes (Integer#times.map.compact) and mcollective::hash2config,
# whose sprintf("%s") meets every kind of value a config hash holds (Ruby's to_s of what a 3.x-style conversion gives).
notice(mcollective::crontimes(7, 15, 60))
notice(mcollective::crontimes(50, 20, 120))
file { '/etc/puppetlabs/mcollective/server.cfg':
  content => mcollective::hash2config({
    'collectives'            => 'mcollective,fra1',
    'plugin.choria.srv'      => true,
    'loglevel'               => 'info',
    'registerinterval'       => 300,
    'ratio'                  => 0.5,
    'plugin.yaml'            => ['/etc/a.yaml', '/etc/b.yaml'],
    'plugin.nested'          => { 'a' => 1, 'b' => [true, undef] },
    'plugin.undef'           => undef,
    'plugin.default'         => default,
    'plugin.regexp'          => /^x.*$/,
    'plugin.type'            => Integer[1, 2],
    'plugin.sensitive'       => Sensitive('s3cret'),
    'plugin.big'             => 9223372036854775807,
    'plugin.float_exp'       => 1.0e20,
  }),
}
