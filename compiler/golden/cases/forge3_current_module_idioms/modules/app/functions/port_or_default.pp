function app::port_or_default(Optional[App::Port] $p) >> Integer {
  if $p =~ Undef { return 80 }
  Integer($p)
}
