function m::unit_path(Stdlib::Absolutepath $dir, String[1] $unit) >> String {
  "${dir}/${unit}"
}
