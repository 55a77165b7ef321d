function dfr::port(String $service) >> Integer[1, 65535] {
  $service ? { 'https' => 443, default => 80 }
}
