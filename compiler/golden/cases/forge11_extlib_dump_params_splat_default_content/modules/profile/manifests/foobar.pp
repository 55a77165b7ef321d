class profile::foobar (String $param1 = 'one', Integer $param2 = 2) {
  extlib::dump_args({ 'param1' => $param1, 'list' => [1, 'two'] })
  class { 'foobar':
    *                => extlib::dump_params(),
    additional_param => 'foobar',
  }
}
