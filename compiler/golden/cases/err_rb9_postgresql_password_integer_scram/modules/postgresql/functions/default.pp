# A stand-in for the module's postgresql::default (which reads postgresql::params): the
# password_encryption default of a PostgreSQL 14+ server.
function postgresql::default(String $parameter_name) {
  $parameter_name ? { 'password_encryption' => 'scram-sha-256', default => undef }
}
