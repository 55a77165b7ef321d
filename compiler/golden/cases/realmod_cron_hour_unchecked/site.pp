# cron_core: an hour out of range (25) compiles: the cron type validates its fields only on the agent.
cron { 'bad':
  command => '/bin/true',
  hour    => 25,
}
