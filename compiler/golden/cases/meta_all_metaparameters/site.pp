# Every metaparameter on a resource, and how the catalog carries them.
schedule { 'nightly': range => '2 - 4' }
notify { 'other': }
notify { 'all':
  alias     => 'everything',
  audit     => ['mode'],
  before    => Notify['other'],
  loglevel  => 'warning',
  noop      => true,
  schedule  => 'nightly',
  tag       => ['t1', 'T2'],
}
notify { 'subscriber':
  require   => Notify['all'],
  subscribe => [Notify['other']],
  notify    => Notify['everything'],
}
