# A collector inside a defined type: the checks of one environment tier, by query.
define monitor::collect (
  String $tier,
) {
  Monitor::Check <<| tag == $tier and (check_type == 'http' or port == 5432) |>> {
    interval => 30,
  }
}
