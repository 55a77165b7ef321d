function profile::ulimit_for(String $tier) >> Integer {
  $tier ? {
    'prod'  => 65536,
    'stage' => 16384,
    default => 4096,
  }
}
