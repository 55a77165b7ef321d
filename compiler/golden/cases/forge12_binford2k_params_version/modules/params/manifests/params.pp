class params::params {
  $val = 'demo time, yo'
}

