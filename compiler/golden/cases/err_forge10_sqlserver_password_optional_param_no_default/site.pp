# puppetlabs-sqlserver's sqlserver::password dispatches an optional_param to a method without a default: called with no
# argument Ruby raises ArgumentError (wrong number of arguments). Before it, partial_params_args and a direct call. Written for this case.
$args = { 'db_chaining' => 'OFF', 'trustworthy' => 'OFF', 'default_fulltext_language' => 'English',
  'default_language' => 'us_english', 'two_digit_year_cutoff' => 2049, 'nested_triggers' => 'OFF', 'transform_noise_words' => undef }
notice(sqlserver::partial_params_args($args))
notice(sqlserver::partial_params_args({}))
notice(sqlserver::password('direct'))
notice(sqlserver::password())
file { 'C:/sql/login.txt': content => Deferred('sqlserver::password', ['deferred-pw']) }
