# puppetlabs-sqlserver's sqlserver::partial_params_args (its doc example's input) and sqlserver::password called directly and as
# a Deferred, on a Windows node. Values written for this case.
$args = { 'db_chaining' => 'OFF', 'trustworthy' => 'OFF', 'default_fulltext_language' => 'English',
  'default_language' => 'us_english', 'two_digit_year_cutoff' => 2049, 'nested_triggers' => 'OFF', 'transform_noise_words' => undef }
notice(sqlserver::partial_params_args($args))
notice(sqlserver::partial_params_args({}))
notice(sqlserver::password('direct'))
file { 'C:/sql/login.txt': content => Deferred('sqlserver::password', ['deferred-pw']) }
